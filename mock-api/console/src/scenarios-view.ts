// 场景与沙箱: the scenarios with their descriptions (switch the default state to one, or make a
// sandbox from it), and the sandboxes with idle time and request count (act on one, open the shop in
// it, delete it).
import { admin, setTarget } from './api.js';
import { formatDuration, formatTime, h, show } from './dom.js';
import { t } from './i18n.js';
import { enterSandbox, leaveSandbox, shopSandbox, shopUrl } from './shop-link.js';
import { report, say } from './status.js';

interface Scenario {
  name: string;
  description: string;
}
interface SandboxRow {
  id: string;
  scenario: string;
  idleMs: number;
  requests: number;
  clock: { mode: string; now: number };
}

const scenarioList = h('ul', { class: 'scenarios' });
const made = h('div', { class: 'made', 'aria-live': 'polite' });
const sandboxRows = h('tbody');
const shopState = h('p', { class: 'shop-state' });
export const sandboxListeners = new Set<(ids: string[]) => void>();

function openShopIn(id: string): void {
  enterSandbox(id);
  renderShopState();
  window.open(shopUrl(), '_blank', 'noopener');
}

function renderShopState(): void {
  const id = shopSandbox();
  show(
    shopState,
    t.shopIn(id),
    id
      ? h(
          'button',
          {
            type: 'button',
            onclick: () => {
              leaveSandbox();
              renderShopState();
            },
          },
          t.leaveSandbox,
        )
      : null,
  );
}

async function loadScenarios(): Promise<void> {
  const reply = await admin<{ current: string | null; scenarios: Scenario[] }>('GET', '/scenarios');
  if (reply.code !== '01') return void report(reply);
  show(
    scenarioList,
    ...reply.result.scenarios.map((s) =>
      h(
        'li',
        { 'data-scenario': s.name },
        h('strong', null, s.name),
        s.name === reply.result.current ? h('span', { class: 'badge' }, t.current) : null,
        h('p', null, s.description),
        h('button', { type: 'button', onclick: () => void switchTo(s.name) }, t.switchTo),
        h('button', { type: 'button', onclick: () => void makeSandbox(s.name) }, t.makeSandbox),
      ),
    ),
  );
}

async function switchTo(name: string): Promise<void> {
  if (report(await admin('PUT', '/scenario', { name }), t.switched(name))) await loadScenarios();
}

async function makeSandbox(scenario: string): Promise<void> {
  const id = `console-${Math.random().toString(36).slice(2, 8)}`;
  // A sandbox is made by the first request that names it.
  const reply = await admin('GET', '/clock', undefined, { sandbox: id, scenario });
  if (!report(reply, t.sandboxMade(id))) return;
  show(
    made,
    h('h3', null, t.sandboxMade(id)),
    h('p', null, t.useSandbox),
    h(
      'dl',
      null,
      h('dt', null, t.sandboxHeader),
      h('dd', null, h('code', null, `x-mock-sandbox: ${id}`)),
      h('dt', null, t.sandboxCookie),
      h('dd', null, h('code', null, `mock-sandbox=${id}`)),
    ),
    h(
      'a',
      {
        href: shopUrl(),
        target: '_blank',
        rel: 'noopener',
        class: 'button',
        onclick: () => {
          enterSandbox(id);
          renderShopState();
        },
      },
      t.openShop,
    ),
  );
  await loadSandboxes();
}

export async function loadSandboxes(): Promise<void> {
  const reply = await admin<{ sandboxes: SandboxRow[] }>('GET', '/sandboxes', undefined, { scoped: false });
  if (reply.code !== '01') return;
  const list = reply.result.sandboxes;
  for (const listener of sandboxListeners) listener(list.map((s) => s.id));
  if (list.length === 0)
    return show(sandboxRows, h('tr', null, h('td', { colSpan: 6, class: 'empty' }, t.noSandboxes)));
  show(
    sandboxRows,
    ...list.map((s) =>
      h(
        'tr',
        { 'data-sandbox': s.id },
        h('td', null, h('code', null, s.id)),
        h('td', null, s.scenario),
        h('td', null, formatDuration(s.idleMs)),
        h('td', null, s.requests),
        h('td', null, formatTime(s.clock.now)),
        h(
          'td',
          { class: 'actions' },
          h('button', { type: 'button', onclick: () => setTarget(s.id) }, t.actOn),
          h('button', { type: 'button', onclick: () => openShopIn(s.id) }, t.openShop),
          h('button', { type: 'button', onclick: () => void remove(s.id) }, t.remove),
        ),
      ),
    ),
  );
}

async function remove(id: string): Promise<void> {
  if (
    !report(
      await admin('DELETE', `/sandboxes/${encodeURIComponent(id)}`, undefined, { scoped: false }),
      t.removed(id),
    )
  )
    return;
  if (shopSandbox() === id) leaveSandbox();
  renderShopState();
  await loadSandboxes();
}

export async function mountScenarios(panel: HTMLElement): Promise<void> {
  show(
    panel,
    h('h2', null, t.scenarios),
    scenarioList,
    made,
    h('h2', null, t.sandboxes),
    shopState,
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        null,
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            ...[t.colId, t.colScenario, t.colIdle, t.colRequests, t.mockTime, t.colActions].map((l) =>
              h('th', { scope: 'col' }, l),
            ),
          ),
        ),
        sandboxRows,
      ),
    ),
  );
  renderShopState();
  say('');
  await Promise.all([loadScenarios(), loadSandboxes()]);
}

export const refreshScenarios = (): Promise<unknown> => Promise.all([loadScenarios(), loadSandboxes()]);
