// Time-driven order steps are found through the due_at index, never by reading every order, and
// they fire once their time comes.
import { ORDERS } from '../../src/domain/order/table';
import { placeOrder, pickSelfSku, registerUser, startHarness } from '../harness';

describe('due steps', () => {
  it('finds due orders through the orders_due index', () => {
    const h = startHarness();
    const plan = h.store.sql
      .prepare('EXPLAIN QUERY PLAN SELECT * FROM orders WHERE due_at <= ? ORDER BY due_at asc')
      .all(h.clock.now()) as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/USING (COVERING )?INDEX orders_due/);
    void h.close();
  });

  it('cancels an unpaid order at its deadline and clears its due time', async () => {
    const h = startHarness();
    const me = await registerUser(h);
    const orderId = await placeOrder(h, me, pickSelfSku(h.seed));
    const dueOf = () =>
      (
        h.store.sql.prepare('SELECT due_at FROM orders WHERE id = ?').get(orderId) as {
          due_at: number | null;
        }
      ).due_at;
    const order = h.store.table(ORDERS).get(orderId)!;
    expect(dueOf()).toBe(order.payDeadline);
    h.clock.advance(order.payDeadline - h.clock.now());
    await h.call('getOrderNew', { orderId }, me);
    expect(h.store.table(ORDERS).get(orderId)!.status).toBe('cancelled');
    expect(dueOf()).toBeNull();
    await h.close();
  });
});
