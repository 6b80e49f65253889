import { ORDER_REMARK_MAX } from '@storefront/contracts';
import { checkOrderChoice } from './order-choice-check';

describe('checkOrderChoice: what 提交订单 checks before asking the server', () => {
  it('requires an address', () => {
    expect(checkOrderChoice({ addressId: undefined, remark: '' })).toEqual({ problem: '请选择收货地址' });
  });

  it('refuses a remark past its limit, counted after trimming', () => {
    expect(checkOrderChoice({ addressId: 5, remark: 'a'.repeat(ORDER_REMARK_MAX + 1) })).toEqual({
      problem: `订单备注不能超过${ORDER_REMARK_MAX}个字`,
    });
    expect(checkOrderChoice({ addressId: 5, remark: ` ${'a'.repeat(ORDER_REMARK_MAX)} ` })).toEqual({
      addressId: 5,
      remark: 'a'.repeat(ORDER_REMARK_MAX),
    });
  });

  it('sends no remark when only spaces were typed', () => {
    expect(checkOrderChoice({ addressId: 5, remark: '   ' })).toEqual({ addressId: 5, remark: undefined });
  });
});
