// The simulated payment also completes when nobody asks: a timer settles it ~3 s after `buy`.
import { pickSelfSku, placeOrder, registerUser, startHarness } from '../harness';
import { MESSAGES } from '../../src/domain/account/messages';
import { ORDERS } from '../../src/domain/order/table';

it('settles a payment by timer without any further request', async () => {
  const h = startHarness();
  const me = await registerUser(h);
  const orderId = await placeOrder(h, me, pickSelfSku(h.seed, 5, 1));
  await h.call('buy', { orderId }, me);
  // The fake clock says the 3 s have passed; no request follows, only the timer can settle it.
  h.clock.advance(3_000);
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const row = h.store.table(ORDERS).get(orderId);
  expect(row).toMatchObject({ status: 'waitDelivery' });
  const titles = h.store
    .table(MESSAGES)
    .where({ uid: me.userId })
    .map((m) => m.title);
  expect(titles).toContain('支付成功');
  await h.close();
});
