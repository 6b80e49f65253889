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
  // The timer is a real one (~3 s): waited for by its effect, with a deadline far past it for a loaded machine.
  const deadline = Date.now() + 20_000;
  while (h.store.table(ORDERS).get(orderId)?.status !== 'waitDelivery' && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const row = h.store.table(ORDERS).get(orderId);
  expect(row).toMatchObject({ status: 'waitDelivery' });
  const titles = h.store
    .table(MESSAGES)
    .where({ uid: me.userId })
    .map((m) => m.title);
  expect(titles).toContain('支付成功');
  await h.close();
});
