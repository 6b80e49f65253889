import {
  lineChanges,
  lineChangeText,
  orderChanges,
  payChangeText,
  refusedOrder,
  type SettleLine,
} from './order-changes';

const line = (skuId: number, price: number, quantity = 1): SettleLine => ({
  goodsId: 1000 + skuId,
  skuId,
  name: `商品${skuId}`,
  picUrl: '',
  specText: '默认',
  price,
  quantity,
});

describe('orderChanges', () => {
  it('is null when the upstream charges what the shopper saw', () => {
    const seen = { payAmount: 3990, lines: [line(1, 3990)] };
    expect(orderChanges(seen, { payAmount: 3990, lines: [line(1, 3990)] })).toBeNull();
  });

  it('lists a line whose price moved, old → new, with both totals (a flash session that ended)', () => {
    const change = orderChanges(
      { payAmount: 3990, lines: [line(1, 3990), line(2, 1000)] },
      { payAmount: 5990, lines: [line(1, 5990), line(2, 1000)] },
    );
    expect(change).toMatchObject({ payBefore: 3990, payNow: 5990, refusal: null });
    expect(change?.lines).toEqual([
      expect.objectContaining({
        name: '商品1',
        before: { price: 3990, quantity: 1 },
        now: { price: 5990, quantity: 1 },
      }),
    ]);
    expect(change?.current?.payAmount).toBe(5990);
  });

  it('reports a changed total even when every line is the same (freight, coupon)', () => {
    const change = orderChanges(
      { payAmount: 3990, lines: [line(1, 3990)] },
      { payAmount: 4990, lines: [line(1, 3990)] },
    );
    expect(change).toMatchObject({ payBefore: 3990, payNow: 4990, lines: [] });
  });
});

describe('lineChanges', () => {
  it('names a line that went away, one that appeared and a quantity cut to the stock left', () => {
    const changes = lineChanges([line(1, 100, 3), line(2, 200)], [line(1, 100, 1), line(3, 300)]);
    expect(changes.map((c) => [c.name, c.before, c.now])).toEqual([
      ['商品1', { price: 100, quantity: 3 }, { price: 100, quantity: 1 }],
      ['商品2', { price: 200, quantity: 1 }, null],
      ['商品3', null, { price: 300, quantity: 1 }],
    ]);
  });
});

describe('refusedOrder', () => {
  it('keeps the upstream sentence and offers nothing to accept', () => {
    expect(refusedOrder({ payAmount: 100, lines: [] }, '秒杀耳机：已抢光')).toEqual({
      payBefore: 100,
      payNow: null,
      lines: [],
      refusal: '秒杀耳机：已抢光',
      current: null,
    });
  });
});

describe('the change in words', () => {
  it('says old → new for what moved and only the figure for what did not', () => {
    const [price, quantity, gone, added] = [
      ...lineChanges([line(1, 3990)], [line(1, 5990)]),
      ...lineChanges([line(2, 100, 3)], [line(2, 100, 1)]),
      ...lineChanges([line(3, 100)], []),
      ...lineChanges([], [line(4, 1000)]),
    ];
    expect(lineChangeText(price!)).toBe('¥39.90 → ¥59.90 ×1');
    expect(lineChangeText(quantity!)).toBe('¥1.00 ×3 → ×1');
    expect(lineChangeText(gone!)).toBe('已不可购买');
    expect(lineChangeText(added!)).toBe('新增 ¥10.00 ×1');
    expect(payChangeText(orderChanges({ payAmount: 3990, lines: [] }, { payAmount: 5990, lines: [] })!)).toBe(
      '¥39.90 → ¥59.90',
    );
  });
});
