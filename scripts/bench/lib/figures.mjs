// Pure helpers of the benchmark run: ratios, goal checks, summaries of autocannon results, and the
// printed table. No I/O here, so jest covers them (scripts/bench/lib/figures.test.ts).

/** subject ÷ baseline, or null when the baseline measured nothing (a ratio would be meaningless). */
export const ratio = (subject, baseline) => {
  if (!Number.isFinite(subject) || !Number.isFinite(baseline) || baseline <= 0) return null;
  return subject / baseline;
};

/** The median of finite numbers (the middle one, or the mean of the two middle ones); null if none. */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The order of interleaved runs: A B B A A B B A … so that a machine getting slower (or faster)
 * during the run favours neither side. Returns `rounds * 2` labels.
 */
export const interleave = (rounds, a = 'baseline', b = 'subject') => {
  const order = [];
  for (let i = 0; i < rounds; i++) order.push(...(i % 2 === 0 ? [a, b] : [b, a]));
  return order;
};

/**
 * The order of interleaved runs of several sides: A B C, then C B A, and so on, so that a machine
 * getting slower (or faster) during the run favours none of them. Returns `rounds * labels.length`.
 */
export const interleaveMany = (rounds, labels) => {
  const order = [];
  for (let i = 0; i < rounds; i++) order.push(...(i % 2 === 0 ? labels : [...labels].reverse()));
  return order;
};

/**
 * What one autocannon run tells us: successful requests per second (only 2xx count, so a server
 * that fails fast cannot look fast), latency percentiles in ms, and the failures.
 */
export const summariseRun = (result) => {
  const seconds = result.duration > 0 ? result.duration : NaN;
  const ok = result['2xx'] ?? 0;
  return {
    rps: ok / seconds,
    ok,
    p50: result.latency?.p50 ?? null,
    p99: result.latency?.p99 ?? null,
    non2xx: result.non2xx ?? 0,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
    bytesPerSec: result.throughput?.average ?? null,
  };
};

/** Folds the summaries of several runs of one side into one: median of each figure, sums of failures. */
export const combineRuns = (summaries) => ({
  rps: median(summaries.map((s) => s.rps)),
  p50: median(summaries.map((s) => s.p50)),
  p99: median(summaries.map((s) => s.p99)),
  ok: summaries.reduce((sum, s) => sum + s.ok, 0),
  non2xx: summaries.reduce((sum, s) => sum + s.non2xx, 0),
  errors: summaries.reduce((sum, s) => sum + s.errors, 0),
  runs: summaries.length,
});

/**
 * Whether a value meets its goal: `{ min }` (at least) or `{ max }` (at most). 'info' when there is
 * no goal, 'n/a' when nothing was measured.
 */
/** @param {number | null | undefined} value @param {Goal | null | undefined} goal */
export const verdict = (value, goal) => {
  if (!goal) return 'info';
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  if (goal.min !== undefined && value < goal.min) return 'MISS';
  if (goal.max !== undefined && value > goal.max) return 'MISS';
  return 'ok';
};

/**
 * A number for the table: big numbers whole, smaller ones with fewer decimals the bigger they are
 * (3 below 1, 2 below 10, 1 below 100), trailing zeros dropped; KB always with one decimal.
 */
export const formatValue = (value, unit = '') => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  const decimals = unit === 'KB' ? 1 : size >= 100 ? 0 : size >= 10 ? 1 : size >= 1 ? 2 : 3;
  let text = value.toFixed(decimals);
  if (unit !== 'KB' && text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return unit && unit !== '×' ? `${text} ${unit}` : text;
};

/** @param {Goal | null | undefined} goal */
export const formatGoal = (goal, unit = '') => {
  if (!goal) return '';
  const parts = [];
  if (goal.min !== undefined) parts.push(`≥ ${formatValue(goal.min, unit)}`);
  if (goal.max !== undefined) parts.push(`≤ ${formatValue(goal.max, unit)}`);
  return parts.join(', ');
};

/** @typedef {{ min?: number, max?: number }} Goal */

/**
 * A figure of the report: `{ group, name, value, unit, goal, detail }` → with its verdict.
 * `detail` says what the ratio was made of (baseline and subject), for the reader of the table.
 * @param {{ group: string, name: string, value: number | null | undefined, unit?: string, goal?: Goal | null, detail?: string }} input
 */
export const figure = ({ group, name, value, unit = '', goal = null, detail = '' }) => ({
  group,
  name,
  value: value ?? null,
  unit,
  goal,
  status: verdict(value, goal),
  detail,
});

/** A plain-text table with aligned columns (CJK-free content, so string length is display width). */
export const formatTable = (figures) => {
  const header = ['bench', 'figure', 'value', 'goal', 'status', 'detail'];
  const rows = figures.map((f) => [
    f.group,
    f.name,
    formatValue(f.value, f.unit),
    formatGoal(f.goal, f.unit),
    f.status,
    f.detail,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.max(6, header[i].length) : w))),
    ...rows.map(line),
  ].join('\n');
};

/** The JSON document written under scripts/bench/results/. */
export const reportDocument = ({ figures, startedAt, finishedAt, machine, notes = [] }) => ({
  startedAt: new Date(startedAt).toISOString(),
  finishedAt: new Date(finishedAt).toISOString(),
  durationSeconds: Math.round((finishedAt - startedAt) / 100) / 10,
  machine,
  missed: figures.filter((f) => f.status === 'MISS').map((f) => `${f.group}: ${f.name}`),
  figures,
  notes,
});

/** A file name for the results folder that sorts by time: bench-2026-01-31T10-20-30Z.json. */
export const resultFileName = (date) =>
  `bench-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
