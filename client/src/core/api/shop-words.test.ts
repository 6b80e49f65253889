import { ApiError } from './errors';
import { missingGoodsWords, missingOrderWords, settleFailureWords } from './shop-words';

const refused = new ApiError('02', '无权操作', {}, 200);
const tooLong = new ApiError('03', '请求参数有误：goodsId 必须是整数', { goodsId: '必须是整数' }, 200);
const quantity = new ApiError('03', '请求参数有误：数值过大：期望 number <=99', {
  quantity: '数值过大：期望 number <=99',
});
const down = new ApiError('502', '上游服务不可用', {}, 502);

describe('shop words for what the upstream will not give', () => {
  it('says 订单不存在 for a refused or malformed order id, never 无权操作', () => {
    expect(missingOrderWords(refused)).toEqual({
      title: '订单不存在',
      description: '该订单不存在或不属于当前账号',
    });
    expect(missingOrderWords(tooLong)?.title).toBe('订单不存在');
  });

  it('says 商品不存在或已下架 for a goods id too long to be one, never 必须是整数', () => {
    expect(missingGoodsWords(tooLong)).toEqual({
      title: '商品不存在或已下架',
      description: '去看看其他商品吧',
    });
  });

  it('leaves a failure a retry may mend (an upstream down) to the error state', () => {
    expect(missingOrderWords(down)).toBeNull();
    expect(missingGoodsWords(new Error('x'))).toBeNull();
  });

  it('words a buy-now quantity past the limit as the shop rule, and keeps a refusal’s own sentence', () => {
    expect(settleFailureWords(quantity)).toEqual({
      title: '订单信息有误',
      description: '每件商品最多购买99件，请回到商品页重新选择数量',
    });
    expect(settleFailureWords(new ApiError('02', '耳机：已售罄'))).toEqual({
      title: '无法结算',
      description: '耳机：已售罄',
    });
    expect(settleFailureWords(down).description).toBe('服务开小差了，请稍后重试');
  });
});
