// 消息: the SMS codes the state the console acts on has sent (GET /__mock/messages), newest first,
// refreshed every 2 s while the tab is shown, so a person testing a login by hand reads the code here.
import { admin, onTargetChange } from './api.js';
import { field, formatTime, h, show } from './dom.js';
import { t } from './i18n.js';
import { report } from './status.js';

interface SentCode {
  mobile: string;
  scene: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  valid: boolean;
}

const REFRESH_MS = 2000;
const mobile = h('input', { type: 'tel', maxLength: 11, autocomplete: 'off' });
const rows = h('tbody');

export async function loadMessages(): Promise<void> {
  const wanted = mobile.value.trim();
  const reply = await admin<{ messages: SentCode[] }>(
    'GET',
    `/messages${wanted ? `?mobile=${encodeURIComponent(wanted)}` : ''}`,
  );
  if (!report(reply, '')) return;
  const { messages } = reply.result;
  if (messages.length === 0)
    return show(rows, h('tr', null, h('td', { colSpan: 6, class: 'empty' }, t.messagesEmpty)));
  show(
    rows,
    ...messages.map((m) =>
      h(
        'tr',
        { 'data-valid': String(m.valid) },
        h('td', null, formatTime(m.sentAt)),
        h('td', null, m.mobile),
        h('td', null, t.smsScenes[m.scene] ?? m.scene),
        h('td', null, h('code', null, m.code)),
        h('td', null, formatTime(m.expiresAt)),
        h('td', null, m.valid ? t.smsValid : t.smsInvalid),
      ),
    ),
  );
}

export async function mountMessages(panel: HTMLElement): Promise<void> {
  show(
    panel,
    h('h2', null, t.tabMessages),
    h(
      'form',
      {
        class: 'toolbar',
        'aria-label': t.tabMessages,
        onsubmit: (e: Event) => (e.preventDefault(), void loadMessages()),
      },
      field(t.messagesMobile, mobile),
      h('button', { type: 'submit' }, t.load),
    ),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'messages' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            ...[t.colTime, t.colMobile, t.colScene, t.colSmsCode, t.colExpires, t.colValid].map((l) =>
              h('th', { scope: 'col' }, l),
            ),
          ),
        ),
        rows,
      ),
    ),
  );
  onTargetChange(() => void loadMessages());
  // Live while shown: a hidden panel does not poll.
  setInterval(() => {
    if (!panel.hidden) void loadMessages();
  }, REFRESH_MS);
  await loadMessages();
}
