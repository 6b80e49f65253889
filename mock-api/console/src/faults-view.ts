// 故障: the fault rules of the state the console acts on, each with an on/off switch and its hit
// count, and a form that adds one (e.g. getHotGoods, HTTP 500, 50 %).
import { admin, onTargetChange } from './api.js';
import { field, formatTime, h, show } from './dom.js';
import { t } from './i18n.js';
import { onJournalEntry } from './journal-view.js';
import { report } from './status.js';
import type { FaultRule } from './types.js';

const EFFECTS = Object.keys(t.effects);
const rows = h('tbody');
const formErrors = h('ul', { class: 'errors', 'aria-live': 'polite' });

const input = (type: string, extra: Record<string, unknown> = {}) =>
  h('input', { type, autocomplete: 'off', ...extra });
const form = {
  name: input('text', { maxLength: 60 }),
  operation: input('text', { list: 'operation-names' }),
  pathPrefix: input('text', { placeholder: '/api/goods/' }),
  user: input('number', { min: '1' }),
  sandbox: input('text'),
  effect: h('select', null, ...EFFECTS.map((e) => h('option', { value: e }, t.effects[e]))),
  delayMs: input('number', { min: '0', max: '60000' }),
  delayMaxMs: input('number', { min: '0', max: '60000' }),
  message: input('text', { maxLength: 100 }),
  bodyMs: input('number', { min: '1', max: '60000' }),
  chance: input('number', { min: '0', max: '100', step: 'any', value: '100' }),
  seed: input('number', { min: '0', value: '1' }),
  times: input('number', { min: '1' }),
  minutes: input('number', { min: '1' }),
};
form.effect.value = '500';

function describeMatch(rule: FaultRule): string {
  const parts = [rule.operation ?? rule.pathPrefix ?? t.anyCall];
  if (rule.user !== undefined) parts.push(`uid ${rule.user}`);
  if (rule.sandbox !== undefined) parts.push(`${t.colSandbox} ${rule.sandbox}`);
  return parts.join(' · ');
}

function describeEffect(rule: FaultRule): string {
  const label = t.effects[rule.effect] ?? rule.effect;
  const delay =
    rule.delayMs !== undefined
      ? rule.delayMaxMs !== undefined
        ? ` ${rule.delayMs}-${rule.delayMaxMs} ms`
        : ` ${rule.delayMs} ms`
      : '';
  return `${label}${delay}${rule.message ? `「${rule.message}」` : ''}`;
}

function describeLimit(rule: FaultRule): string {
  const parts = [];
  if (rule.times !== undefined) parts.push(t.times(rule.times));
  if (rule.until !== undefined) parts.push(t.until(formatTime(rule.until)));
  return parts.length > 0 ? parts.join('，') : t.forever;
}

async function toggle(rule: FaultRule, enabled: boolean): Promise<void> {
  report(await admin('PATCH', `/faults/rules/${rule.id}`, { enabled }));
  await loadRules();
}

async function removeRule(rule: FaultRule): Promise<void> {
  report(await admin('DELETE', `/faults/rules/${rule.id}`));
  await loadRules();
}

export async function loadRules(): Promise<void> {
  const reply = await admin<{ rules: FaultRule[] }>('GET', '/faults/rules');
  if (reply.code !== '01') return;
  const list = reply.result.rules;
  if (list.length === 0) return show(rows, h('tr', null, h('td', { colSpan: 8, class: 'empty' }, t.noRules)));
  show(
    rows,
    ...list.map((rule) => {
      const label = `${t.colOn} ${rule.name ?? rule.id}`;
      const box = h('input', { type: 'checkbox', checked: rule.enabled, 'aria-label': label });
      box.addEventListener('change', () => void toggle(rule, box.checked));
      return h(
        'tr',
        { 'data-rule': rule.id, class: rule.expired ? 'expired' : '' },
        h(
          'td',
          null,
          rule.name ?? rule.id,
          rule.origin === 'scenario' ? h('span', { class: 'badge' }, t.scenarios) : null,
        ),
        h('td', null, describeMatch(rule)),
        h('td', null, describeEffect(rule)),
        h('td', null, `${Math.round(rule.probability * 1000) / 10} %`),
        h('td', null, describeLimit(rule), rule.expired ? h('span', { class: 'badge' }, t.expired) : null),
        h('td', { class: 'hits' }, rule.hits),
        h('td', null, box),
        h('td', null, h('button', { type: 'button', onclick: () => void removeRule(rule) }, t.remove)),
      );
    }),
  );
}

const numberOf = (el: HTMLInputElement): number | undefined =>
  el.value.trim() === '' ? undefined : Number(el.value);
const textOf = (el: HTMLInputElement): string | undefined => el.value.trim() || undefined;

async function addRule(event: Event): Promise<void> {
  event.preventDefault();
  const chance = numberOf(form.chance);
  const minutes = numberOf(form.minutes);
  const rule = {
    name: textOf(form.name),
    operation: textOf(form.operation),
    pathPrefix: textOf(form.pathPrefix),
    user: numberOf(form.user),
    sandbox: textOf(form.sandbox),
    effect: form.effect.value,
    delayMs: numberOf(form.delayMs),
    delayMaxMs: numberOf(form.delayMaxMs),
    message: textOf(form.message),
    bodyMs: numberOf(form.bodyMs),
    probability: chance === undefined ? undefined : chance / 100,
    seed: numberOf(form.seed),
    times: numberOf(form.times),
    forMs: minutes === undefined ? undefined : Math.round(minutes * 60_000),
  };
  const reply = await admin('POST', '/faults/rules', rule);
  show(formErrors, ...Object.entries(reply.errors ?? {}).map(([k, v]) => h('li', null, `${k}：${v}`)));
  if (report(reply, t.ruleAdded)) await loadRules();
}

async function clearRules(): Promise<void> {
  report(await admin('DELETE', '/faults/rules'), t.rulesCleared);
  await loadRules();
}

let refreshQueued = false;
export async function mountFaults(panel: HTMLElement): Promise<void> {
  show(
    panel,
    h('h2', null, t.rules),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'rules' },
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            ...[
              t.colName,
              t.colMatch,
              t.colEffect,
              t.colChance,
              t.colLimit,
              t.colHits,
              t.colOn,
              t.colActions,
            ].map((l) => h('th', { scope: 'col' }, l)),
          ),
        ),
        rows,
      ),
    ),
    h('button', { type: 'button', onclick: () => void clearRules() }, t.clearRules),
    h(
      'form',
      { class: 'rule-form', 'aria-label': t.addRule, onsubmit: (e: Event) => void addRule(e) },
      h('h3', null, t.addRule),
      h(
        'div',
        { class: 'grid' },
        field(t.ruleOperation, form.operation),
        field(t.rulePath, form.pathPrefix),
        field(t.ruleEffect, form.effect),
        field(t.ruleChance, form.chance),
        field(t.ruleDelay, form.delayMs),
        field(t.ruleDelayMax, form.delayMaxMs),
        field(t.ruleMessage, form.message),
        field(t.ruleBodyMs, form.bodyMs),
        field(t.ruleUser, form.user),
        field(t.ruleSandbox, form.sandbox),
        field(t.ruleTimes, form.times),
        field(t.ruleMinutes, form.minutes),
        field(t.ruleSeed, form.seed),
        field(t.ruleName, form.name),
      ),
      formErrors,
      h('button', { type: 'submit', class: 'primary' }, t.addRule),
    ),
  );
  // Hit counts move with the traffic: refreshed (at most once a second) when a marked reply arrives.
  onJournalEntry((entry) => {
    if (!entry.faultRules?.length || refreshQueued) return;
    refreshQueued = true;
    setTimeout(() => {
      refreshQueued = false;
      void loadRules();
    }, 1000);
  });
  onTargetChange(() => void loadRules());
  await loadRules();
}
