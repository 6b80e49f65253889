// The mock's console (GET /__mock/console): a header with the mock's time, the state it acts on and
// the shop's address, then six tabs. Every view talks to the admin API only; no inline script or
// style, so the page runs under its strict CSP.
import { currentTarget, setTarget } from './api.js';
import { clockListeners, loadClock, mountClock, mountClockBadge } from './clock-view.js';
import { field, h, show } from './dom.js';
import { mountData, loadOrders } from './data-view.js';
import { mountFaults } from './faults-view.js';
import { lang, t } from './i18n.js';
import { mountJournal } from './journal-view.js';
import { loadMessages, mountMessages } from './messages-view.js';
import { mountScenarios, refreshScenarios, sandboxListeners } from './scenarios-view.js';
import { setShopUrl, shopUrl } from './shop-link.js';
import { mountStatus } from './status.js';

type TabId = 'journal' | 'scenarios' | 'clock' | 'faults' | 'data' | 'messages';
const TABS: Array<[TabId, string, (panel: HTMLElement) => Promise<void>]> = [
  ['journal', t.tabJournal, mountJournal],
  ['scenarios', t.tabScenarios, mountScenarios],
  ['clock', t.tabClock, mountClock],
  ['faults', t.tabFaults, mountFaults],
  ['data', t.tabData, mountData],
  ['messages', t.tabMessages, mountMessages],
];

const app = document.getElementById('app')!;
const mounted = new Set<TabId>();
const panels = new Map<TabId, HTMLElement>();
const tabs = new Map<TabId, HTMLButtonElement>();

function select(id: TabId, focus = false): void {
  for (const [tabId, tab] of tabs) {
    const on = tabId === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    panels.get(tabId)!.hidden = !on;
    if (on && focus) tab.focus();
  }
  history.replaceState(null, '', `#${id}`);
  if (!mounted.has(id)) {
    mounted.add(id);
    void TABS.find(([tabId]) => tabId === id)![2](panels.get(id)!);
  } else if (id === 'scenarios') void refreshScenarios();
  else if (id === 'data') void loadOrders();
  else if (id === 'messages') void loadMessages();
}

function tabKeys(event: KeyboardEvent, index: number): void {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  event.preventDefault();
  select(TABS[(index + step + TABS.length) % TABS.length]![0], true);
}

const targetSelect = h('select', null, h('option', { value: '' }, t.defaultState));
targetSelect.addEventListener('change', () => setTarget(targetSelect.value || null));
sandboxListeners.add((ids) => {
  const chosen = currentTarget();
  show(
    targetSelect,
    h('option', { value: '' }, t.defaultState),
    ...ids.map((id) => h('option', { value: id }, id)),
    chosen && !ids.includes(chosen) ? h('option', { value: chosen }, chosen) : null,
  );
  targetSelect.value = chosen ?? '';
});

const shopInput = h('input', { type: 'url', value: shopUrl(), autocomplete: 'off' });
shopInput.addEventListener('change', () => setShopUrl(shopInput.value));

const clockBadge = h('span', { class: 'clock-badge' });
const status = h('p', { class: 'status', role: 'status' });
const otherLang = new URL(location.href);
otherLang.searchParams.set('lang', lang === 'en' ? 'zh' : 'en');

show(
  app,
  h(
    'header',
    { class: 'bar' },
    h('h1', null, t.title),
    h('span', null, `${t.mockTime} `, clockBadge),
    field(t.target, targetSelect, 'field inline'),
    field(t.shopUrl, shopInput, 'field inline'),
    h('a', { href: otherLang.toString(), lang: lang === 'en' ? 'zh-CN' : 'en' }, t.otherLang),
  ),
  h(
    'nav',
    { class: 'tabs', role: 'tablist', 'aria-label': t.title },
    ...TABS.map(([id, label], index) => {
      const tab = h(
        'button',
        { type: 'button', role: 'tab', id: `tab-${id}`, 'aria-controls': `panel-${id}` },
        label,
      );
      tab.addEventListener('click', () => select(id));
      tab.addEventListener('keydown', (e) => tabKeys(e, index));
      tabs.set(id, tab);
      return tab;
    }),
  ),
  status,
  h(
    'main',
    null,
    ...TABS.map(([id]) => {
      const panel = h('section', {
        role: 'tabpanel',
        id: `panel-${id}`,
        'aria-labelledby': `tab-${id}`,
        class: 'panel',
      });
      panels.set(id, panel);
      return panel;
    }),
  ),
);
mountStatus(status);
mountClockBadge(clockBadge);
void loadClock();
clockListeners.add(() => void refreshScenarios());
void refreshScenarios();
const wanted = location.hash.slice(1) as TabId;
select(TABS.some(([id]) => id === wanted) ? wanted : 'journal');
