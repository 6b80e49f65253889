import { cartTotals, settleLabel, withPendingCheck, type CartLine } from './cart-lines';

const line = (over: Partial<CartLine>): CartLine => ({
  cartId: 1,
  goodsId: 1,
  skuId: 1,
  name: '商品',
  picUrl: '/media/goods/1-0.svg',
  specText: '',
  price: 1000,
  quantity: 1,
  stock: 10,
  checked: true,
  valid: true,
  invalidReason: null,
  ...over,
});

describe('cartTotals', () => {
  it('sums price × quantity of the checked valid lines only', () => {
    const totals = cartTotals([
      line({ cartId: 1, price: 1250, quantity: 2 }),
      line({ cartId: 2, price: 999, quantity: 1, checked: false }),
      line({ cartId: 3, price: 5000, quantity: 3, valid: false, invalidReason: '已下架' }),
    ]);
    expect(totals.amount).toBe(2500);
    expect(totals.count).toBe(1);
    expect(totals.checked.map((l) => l.cartId)).toEqual([1]);
  });

  it('sets invalid lines apart even when the server left them checked', () => {
    const totals = cartTotals([line({ cartId: 1 }), line({ cartId: 2, valid: false, checked: true })]);
    expect(totals.valid.map((l) => l.cartId)).toEqual([1]);
    expect(totals.invalid.map((l) => l.cartId)).toEqual([2]);
    expect(totals.count).toBe(1);
  });

  it('turns 全选 on only when every valid line is checked', () => {
    expect(cartTotals([line({ cartId: 1 }), line({ cartId: 2 })]).allChecked).toBe(true);
    expect(cartTotals([line({ cartId: 1 }), line({ cartId: 2, checked: false })]).allChecked).toBe(false);
    expect(
      cartTotals([line({ cartId: 1 }), line({ cartId: 2, valid: false, checked: false })]).allChecked,
    ).toBe(true);
  });

  it('leaves 全选 off for a cart with no valid line', () => {
    expect(cartTotals([]).allChecked).toBe(false);
    expect(cartTotals([line({ valid: false })]).allChecked).toBe(false);
  });
});

describe('settleLabel', () => {
  it('shows the checked count on 结算', () => {
    expect(settleLabel(3)).toBe('结算(3)');
    expect(settleLabel(0)).toBe('结算');
  });
});

describe('withPendingCheck', () => {
  const items = [
    line({ cartId: 1, checked: false }),
    line({ cartId: 2, checked: false }),
    line({ cartId: 3, valid: false, checked: false }),
  ];

  it('shows a tapped line checked before the server answers', () => {
    expect(withPendingCheck(items, { cartIds: [2], checked: true }).map((l) => l.checked)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('checks every valid line for 全选, never an invalid one', () => {
    expect(withPendingCheck(items, { checked: true }).map((l) => l.checked)).toEqual([true, true, false]);
  });

  it('leaves the lines alone when nothing is in flight', () => {
    expect(withPendingCheck(items, undefined)).toEqual(items);
  });
});
