// 数据 → 支付结果: how the next payment (or one order's) turns out in the state the console acts on
// (POST /__mock/payments): success, fail, cancelled at the cashier, pending, late or notified twice.
import { admin } from './api.js';
import { field, h } from './dom.js';
import { t } from './i18n.js';
import { report } from './status.js';

const OUTCOMES = ['success', 'fail', 'cancel', 'pending', 'late-success', 'duplicate-notify'];

export function paymentForm(): HTMLFormElement {
  const outcome = h(
    'select',
    null,
    ...OUTCOMES.map((o) => h('option', { value: o }, t.paymentOutcomes[o] ?? o)),
  );
  const orderId = h('input', { type: 'number', min: '1', inputMode: 'numeric', autocomplete: 'off' });
  const afterMs = h('input', { type: 'number', min: '0', step: '1000', autocomplete: 'off' });
  const submit = async () => {
    const body: Record<string, unknown> = { outcome: outcome.value };
    if (orderId.value.trim()) body.orderId = Number(orderId.value);
    if (afterMs.value.trim()) body.afterMs = Number(afterMs.value);
    report(await admin('POST', '/payments', body), t.paymentSetDone);
  };
  return h(
    'form',
    {
      class: 'toolbar',
      'aria-label': t.paymentTitle,
      onsubmit: (e: Event) => (e.preventDefault(), void submit()),
    },
    field(t.paymentOutcome, outcome),
    field(t.paymentOrder, orderId),
    field(t.paymentAfter, afterMs),
    h('button', { type: 'submit' }, t.paymentSet),
  );
}
