// 数据: one account's orders (the demo account by default) with their states, the back office's
// order actions that apply to each, how the next payment turns out, and a reset of the state to its scenario.
import { admin, onTargetChange } from './api.js';
import { field, formatTime, h, show } from './dom.js';
import { t } from './i18n.js';
import { paymentForm } from './payment-form.js';
import { report } from './status.js';

interface OrderRow {
  id: number;
  orderNo: string;
  statusText: string;
  status: string;
  payAmount: number;
  createTime: number;
  items: Array<{ name: string; quantity: number }>;
  actions: string[];
}

const mobile = h('input', { type: 'tel', value: '13800138000', maxLength: 11, autocomplete: 'off' });
const rows = h('tbody');
const who = h('p', { class: 'muted' });
let resetArmed = false;

export async function loadOrders(): Promise<void> {
  const reply = await admin<{ user: { uid: number; nickname: string } | null; orders: OrderRow[] }>(
    'GET',
    `/orders?mobile=${encodeURIComponent(mobile.value.trim())}`,
  );
  if (!report(reply, '')) return;
  const { user, orders } = reply.result;
  who.textContent = user ? `${user.nickname} · uid ${user.uid}` : t.noUser;
  if (orders.length === 0)
    return show(rows, h('tr', null, h('td', { colSpan: 6, class: 'empty' }, t.noOrders)));
  show(
    rows,
    ...orders.map((o) =>
      h(
        'tr',
        { 'data-order': o.id, 'data-status': o.status },
        h('td', null, h('code', null, o.orderNo)),
        h('td', null, o.statusText),
        h('td', null, `¥${(o.payAmount / 100).toFixed(2)}`),
        h('td', null, o.items.map((i) => `${i.name} ×${i.quantity}`).join('；')),
        h('td', null, formatTime(o.createTime)),
        h(
          'td',
          { class: 'actions' },
          ...o.actions.map((action) =>
            h(
              'button',
              { type: 'button', onclick: () => void act(o.id, action) },
              t.orderActions[action] ?? action,
            ),
          ),
        ),
      ),
    ),
  );
}

async function act(orderId: number, action: string): Promise<void> {
  report(await admin('POST', `/orders/${orderId}/${action}`, {}), t.done);
  await loadOrders();
}

async function reset(button: HTMLButtonElement): Promise<void> {
  // Two clicks: a reset throws away everything made by hand.
  if (!resetArmed) {
    resetArmed = true;
    button.textContent = t.resetConfirm;
    setTimeout(() => {
      resetArmed = false;
      button.textContent = t.reset;
    }, 4000);
    return;
  }
  resetArmed = false;
  button.textContent = t.reset;
  report(await admin('POST', '/reset', {}), t.resetDone);
  await loadOrders();
}

export async function mountData(panel: HTMLElement): Promise<void> {
  const resetButton = h('button', { type: 'button', class: 'danger' }, t.reset);
  resetButton.addEventListener('click', () => void reset(resetButton));
  show(
    panel,
    h('h2', null, t.tabData),
    h(
      'form',
      {
        class: 'toolbar',
        'aria-label': t.account,
        onsubmit: (e: Event) => (e.preventDefault(), void loadOrders()),
      },
      field(t.account, mobile),
      h('button', { type: 'submit' }, t.load),
      resetButton,
    ),
    who,
    h('h3', null, t.paymentTitle),
    paymentForm(),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'orders' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            ...[t.colOrderNo, t.colState, t.colAmount, t.colGoods, t.colCreated, t.colActions].map((l) =>
              h('th', { scope: 'col' }, l),
            ),
          ),
        ),
        rows,
      ),
    ),
  );
  onTargetChange(() => void loadOrders());
  await loadOrders();
}
