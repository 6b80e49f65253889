// 请求日志: the journal live over Server-Sent Events (resumed with Last-Event-ID by EventSource
// itself), filters, pause and clear, and one entry opened with its request, reply and verdict. The mock
// keeps each sandbox's journal apart: filtering by a sandbox fetches that sandbox's own entries, and
// its entries are the last to go when the list here is full.
import { admin } from './api.js';
import { toCurl } from './curl.js';
import { field, formatTime, h, show } from './dom.js';
import { t } from './i18n.js';
import type { JournalDetail, JournalEntry } from './types.js';

const KEEP = 1000;
const SHOWN = 300;

const entries: JournalEntry[] = [];
let lastSeq = 0;
let paused = false;
let unseen = 0;
let dirty = false;
const entryListeners = new Set<(entry: JournalEntry) => void>();
export const onJournalEntry = (listener: (entry: JournalEntry) => void): void =>
  void entryListeners.add(listener);

const filters = {
  operation: h('input', { type: 'search', list: 'operation-names', autocomplete: 'off' }),
  code: h(
    'select',
    null,
    ...[
      ['', t.all],
      ['01', '01'],
      ['52', '52'],
      ['03', '03'],
      ['02', '02'],
      ['5xx', '5xx'],
      ['fault', t.faulted],
    ].map(([value, label]) => h('option', { value }, label)),
  ),
  sandbox: h('input', { type: 'search', autocomplete: 'off' }),
  user: h('input', { type: 'search', inputMode: 'numeric', autocomplete: 'off' }),
};

const liveState = h('span', { class: 'live', role: 'status' }, t.live);
const pauseButton = h('button', { type: 'button', onclick: togglePause }, t.pause);
const rows = h('tbody');
const detailBox = h('section', { class: 'detail', 'aria-label': t.detail, hidden: true });

function matches(e: JournalEntry): boolean {
  const op = filters.operation.value.trim().toLowerCase();
  if (op && !(e.operation ?? e.path).toLowerCase().includes(op)) return false;
  const code = filters.code.value;
  if (code === '5xx' && !(e.status >= 500)) return false;
  if (code === 'fault' && !e.fault) return false;
  if (code && code !== '5xx' && code !== 'fault' && e.code !== code) return false;
  const sandbox = filters.sandbox.value.trim();
  if (sandbox && e.sandbox !== sandbox) return false;
  const user = filters.user.value.trim();
  if (user && e.header?.uid !== user) return false;
  return true;
}

function row(e: JournalEntry): HTMLTableRowElement {
  const failed = e.status >= 500 || e.status === 0 || (e.code !== null && e.code !== '01');
  return h(
    'tr',
    {
      'data-seq': e.seq,
      'data-operation': e.operation ?? '',
      class: `${failed ? 'failed' : ''} ${e.fault ? 'faulted' : ''}`,
    },
    h('td', null, e.seq),
    h('td', null, formatTime(e.time, false, true)),
    h(
      'td',
      null,
      h(
        'button',
        { type: 'button', class: 'link', onclick: () => void openDetail(e.seq) },
        `${e.method} ${e.operation ?? e.path}`,
      ),
    ),
    h('td', null, e.code ?? '—'),
    h('td', null, e.status === 0 ? '—' : e.status),
    h('td', null, `${e.durationMs} ms`),
    h('td', null, e.sandbox ?? ''),
    h('td', null, e.header?.uid ?? ''),
    h(
      'td',
      null,
      e.fault ? h('span', { class: 'badge fault', title: (e.faultRules ?? []).join(', ') }, e.fault) : '',
      // A note says something about the state the call met (a sandbox new on this instance).
      e.note ? h('span', { class: 'badge note', title: e.note }, t.note) : '',
    ),
  );
}

function render(): void {
  dirty = false;
  const shown = entries.filter(matches).slice(-SHOWN).reverse();
  if (shown.length === 0) show(rows, h('tr', null, h('td', { colSpan: 9, class: 'empty' }, t.noEntries)));
  else show(rows, ...shown.map(row));
}

function scheduleRender(): void {
  if (paused || dirty) return;
  dirty = true;
  requestAnimationFrame(render);
}

/** Drops the oldest entries beyond KEEP, those of other sandboxes than the filtered one first. */
function trim(): void {
  let excess = entries.length - KEEP;
  const sandbox = filters.sandbox.value.trim();
  for (let i = 0; sandbox && excess > 0 && i < entries.length;)
    if (entries[i]!.sandbox !== sandbox) {
      entries.splice(i, 1);
      excess--;
    } else i++;
  if (excess > 0) entries.splice(0, excess);
}

/** The filtered sandbox's own last entries (GET /__mock/journal?sandbox=), merged in by sequence. */
async function backfill(): Promise<void> {
  const sandbox = filters.sandbox.value.trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(sandbox)) return;
  const reply = await admin<{ entries: JournalEntry[] }>(
    'GET',
    `/journal?sandbox=${encodeURIComponent(sandbox)}&limit=${KEEP}`,
    undefined,
    { scoped: false },
  );
  if (reply.code !== '01') return;
  const known = new Set(entries.map((e) => e.seq));
  const missing = reply.result.entries.filter((e) => !known.has(e.seq));
  if (missing.length === 0) return;
  entries.push(...missing);
  entries.sort((a, b) => a.seq - b.seq);
  trim();
  scheduleRender();
}

function add(entry: JournalEntry): void {
  if (entry.seq <= lastSeq) return;
  lastSeq = entry.seq;
  entries.push(entry);
  if (entries.length > KEEP) trim();
  for (const listener of entryListeners) listener(entry);
  if (paused) {
    unseen++;
    liveState.textContent = t.pausedNew(unseen);
  } else scheduleRender();
}

function togglePause(): void {
  paused = !paused;
  pauseButton.textContent = paused ? t.resume : t.pause;
  pauseButton.setAttribute('aria-pressed', String(paused));
  unseen = 0;
  liveState.textContent = paused ? t.pausedNew(0) : t.live;
  if (!paused) scheduleRender();
}

async function clearAll(): Promise<void> {
  await admin('DELETE', '/journal', undefined, { scoped: false });
  entries.length = 0;
  detailBox.hidden = true;
  render();
}

const pre = (value: unknown) =>
  h('pre', null, typeof value === 'string' ? value : JSON.stringify(value, null, 2));

async function openDetail(seq: number): Promise<void> {
  const reply = await admin<JournalDetail>('GET', `/journal/${seq}`, undefined, { scoped: false });
  if (reply.code !== '01') {
    show(detailBox, h('p', null, reply.msg));
    detailBox.hidden = false;
    return;
  }
  const e = reply.result;
  const curl = toCurl(e, location.origin);
  const copyButton = h('button', { type: 'button' }, t.copyCurl);
  copyButton.addEventListener('click', () => {
    void navigator.clipboard?.writeText(curl).then(
      () => (copyButton.textContent = t.copied),
      () => undefined,
    );
  });
  show(
    detailBox,
    h(
      'div',
      { class: 'detail-head' },
      h('h3', null, `${t.detail} #${e.seq}`),
      h('button', { type: 'button', onclick: () => (detailBox.hidden = true) }, t.close),
    ),
    h(
      'dl',
      null,
      h('dt', null, t.request),
      h('dd', null, `${e.method} ${e.path}`, e.reqId ? ` · reqId ${e.reqId}` : ''),
      h('dt', null, t.operation),
      h('dd', null, e.operation ?? '—'),
      h('dt', null, t.verdict),
      h('dd', { class: e.verdict.ok === false ? 'bad' : '' }, e.verdict.summary),
      e.fault ? h('dt', null, t.colFault) : null,
      e.fault ? h('dd', null, `${e.fault} ${(e.faultRules ?? []).join(', ')}`) : null,
      e.note ? h('dt', null, t.note) : null,
      e.note ? h('dd', null, e.note) : null,
    ),
    e.verdict.errors ? pre(e.verdict.errors) : null,
    h('h4', null, t.headers),
    h(
      'table',
      { class: 'kv' },
      h(
        'tbody',
        null,
        ...Object.entries(e.headers).map(([k, v]) =>
          h('tr', null, h('th', { scope: 'row' }, k), h('td', null, v)),
        ),
      ),
    ),
    h('h4', null, t.decodedHeader),
    pre(e.header),
    e.query && Object.keys(e.query as object).length > 0 ? h('h4', null, t.query) : null,
    e.query && Object.keys(e.query as object).length > 0 ? pre(e.query) : null,
    e.body ? h('h4', null, t.body) : null,
    e.body ? pre(e.body) : null,
    h('h4', null, `${t.reply} · HTTP ${e.status || '—'}`),
    pre(e.reply ?? t.noReply),
    h('div', { class: 'curl-head' }, h('h4', null, 'curl'), copyButton),
    h('p', { class: 'muted' }, t.curlNote),
    pre(curl),
  );
  detailBox.hidden = false;
  detailBox.scrollIntoView({ block: 'nearest' });
}

function connect(): void {
  const source = new EventSource(`/__mock/journal/stream?lastEventId=${lastSeq}`);
  source.addEventListener('entry', (event) =>
    add(JSON.parse((event as MessageEvent<string>).data) as JournalEntry),
  );
  source.addEventListener('open', () => {
    if (!paused) liveState.textContent = t.live;
  });
  source.addEventListener('error', () => {
    liveState.textContent = t.reconnecting;
  });
}

export async function mountJournal(panel: HTMLElement): Promise<void> {
  for (const input of Object.values(filters)) input.addEventListener('input', () => scheduleRender());
  filters.sandbox.addEventListener('change', () => void backfill());
  show(
    panel,
    h(
      'div',
      { class: 'toolbar' },
      field(t.filterOperation, filters.operation),
      field(t.filterCode, filters.code),
      field(t.filterSandbox, filters.sandbox),
      field(t.filterUser, filters.user),
      pauseButton,
      h('button', { type: 'button', onclick: () => void clearAll() }, t.clear),
      liveState,
    ),
    h(
      'div',
      { class: 'journal' },
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'entries' },
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              ...[
                t.colSeq,
                t.colTime,
                t.colCall,
                t.colCode,
                t.colStatus,
                t.colMs,
                t.colSandbox,
                t.colUser,
                t.colFault,
              ].map((label) => h('th', { scope: 'col' }, label)),
            ),
          ),
          rows,
        ),
      ),
      detailBox,
    ),
  );
  const first = await admin<{ entries: JournalEntry[] }>('GET', '/journal?limit=500', undefined, {
    scoped: false,
  });
  if (first.code === '01') for (const entry of [...first.result.entries].reverse()) add(entry);
  render();
  connect();
}
