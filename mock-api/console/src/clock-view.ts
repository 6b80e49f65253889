// 时钟: the mock's time ticking (in the header too), freeze, back to real time, a speed, and an
// advance by a preset or a number of minutes, with what falls due listed before it is pressed.
import { admin, onTargetChange } from './api.js';
import { field, formatTime, h, show } from './dom.js';
import { t } from './i18n.js';
import { report, say } from './status.js';

interface ClockView {
  mode: string;
  setting: { mode: string; speed?: number };
  now: number;
}
interface Due {
  items: Array<{ at: number; text: string; kind: string }>;
  more: number;
}

let clock: ClockView | null = null;
let fetchedAt = 0;
const ticking: HTMLElement[] = [];
const modeText = h('span');
const speedInput = h('input', { type: 'number', min: '0.01', max: '10000', step: 'any', value: '60' });
const customInput = h('input', { type: 'number', min: '1', step: '1', placeholder: '120' });
const dueList = h('ul', { class: 'due' });
const dueTitle = h('h3', null, t.dueTitle);
let chosenMs = t.presets[1]![1];
const presetButtons = t.presets.map(([label, ms]) =>
  h(
    'button',
    { type: 'button', 'aria-pressed': String(ms === chosenMs), 'data-ms': ms, onclick: () => choose(ms) },
    label,
  ),
);
export const clockListeners = new Set<() => void>();

/** The mock's time now, from the last reading and how its clock runs. */
function mockNow(): number | null {
  if (!clock) return null;
  const elapsed = Date.now() - fetchedAt;
  if (clock.mode === 'frozen') return clock.now;
  return clock.now + elapsed * (clock.mode === 'speed' ? (clock.setting.speed ?? 1) : 1);
}

function tick(): void {
  const now = mockNow();
  for (const el of ticking) el.textContent = now === null ? '—' : formatTime(now);
}

export async function loadClock(): Promise<void> {
  const reply = await admin<ClockView>('GET', '/clock');
  if (reply.code !== '01') return;
  clock = reply.result;
  fetchedAt = Date.now();
  modeText.textContent = t.modes[clock.mode] ?? clock.mode;
  tick();
  await loadDue();
}

async function loadDue(): Promise<void> {
  const reply = await admin<Due>('GET', `/clock/due?ms=${chosenMs}`);
  if (reply.code !== '01') return;
  const { items, more } = reply.result;
  if (items.length === 0) return show(dueList, h('li', { class: 'empty' }, t.dueNone));
  show(
    dueList,
    ...items.map((item) =>
      h('li', { 'data-kind': item.kind }, h('time', null, formatTime(item.at)), ' ', item.text),
    ),
    more > 0 ? h('li', { class: 'muted' }, t.dueMore(more)) : null,
  );
}

function choose(ms: number): void {
  chosenMs = ms;
  for (const button of presetButtons)
    button.setAttribute('aria-pressed', String(Number(button.dataset.ms) === ms));
  void loadDue();
}

async function setClock(setting: object): Promise<void> {
  if (report(await admin('PUT', '/clock', setting), t.clockSet)) {
    await loadClock();
    for (const listener of clockListeners) listener();
  }
}

async function advance(): Promise<void> {
  const reply = await admin<{ steps: number }>('POST', '/clock/advance', { ms: chosenMs });
  if (report(reply, reply.code === '01' ? t.advanced(reply.result.steps) : undefined)) {
    await loadClock();
    for (const listener of clockListeners) listener();
  }
}

export function mountClockBadge(el: HTMLElement): void {
  ticking.push(el);
  setInterval(tick, 1000);
  onTargetChange(() => void loadClock());
}

export async function mountClock(panel: HTMLElement): Promise<void> {
  const now = h('p', { class: 'big-time' });
  ticking.push(now);
  customInput.addEventListener('change', () => {
    const minutes = Number(customInput.value);
    if (Number.isInteger(minutes) && minutes > 0) choose(minutes * 60_000);
  });
  show(
    panel,
    h('h2', null, t.tabClock),
    now,
    h('p', null, `${t.clockMode}：`, modeText),
    h(
      'div',
      { class: 'toolbar' },
      h(
        'button',
        {
          type: 'button',
          onclick: () => void setClock({ mode: 'frozen', at: Math.round(mockNow() ?? Date.now()) }),
        },
        t.freeze,
      ),
      h('button', { type: 'button', onclick: () => void setClock({ mode: 'real' }) }, t.realTime),
      field(t.speed, speedInput),
      h(
        'button',
        { type: 'button', onclick: () => void setClock({ mode: 'speed', speed: Number(speedInput.value) }) },
        t.setSpeed,
      ),
    ),
    h('h3', null, t.advanceBy),
    h(
      'div',
      { class: 'toolbar', role: 'group', 'aria-label': t.advanceBy },
      ...presetButtons,
      field(t.customMinutes, customInput),
    ),
    dueTitle,
    dueList,
    h(
      'button',
      { type: 'button', class: 'primary', id: 'advance', onclick: () => void advance() },
      t.advance,
    ),
  );
  say('');
  await loadClock();
}
