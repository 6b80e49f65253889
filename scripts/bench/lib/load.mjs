// Load generation with autocannon, bounded in time and in count, and the interleaved comparison of
// a subject with its baseline (A B B A …, each side warmed up first).
import autocannon from 'autocannon';
import { combineRuns, interleave, interleaveMany, ratio, summariseRun } from './figures.mjs';

/** Defaults sized for a shared 2-core machine: short runs, a hard cap on requests. */
export const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: 1,
  connections: 10,
  // Far above what anything here answers in BENCH_SECONDS: a capped run (bare Express reached 200,000
  // in 4 s) stops early and understates the faster side.
  maxRequests: 1_000_000,
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
};

/** One autocannon run; resolves with its raw result. `options` are autocannon's own. */
export const runLoad = (options) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        connections: LOAD.connections,
        duration: LOAD.seconds,
        maxOverallRequests: LOAD.maxRequests,
        timeout: 10,
        ...options,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

/**
 * Measures `subject` against `baseline` (each a function returning autocannon options), interleaved.
 * Returns both sides' combined summaries and subject ÷ baseline of successful requests per second.
 */
export const compare = async ({ baseline, subject, rounds = LOAD.rounds }) => {
  for (const side of [baseline, subject]) await runLoad({ ...side(), duration: LOAD.warmupSeconds });
  const runs = { baseline: [], subject: [] };
  for (const label of interleave(rounds)) {
    const options = label === 'baseline' ? baseline() : subject();
    runs[label].push(summariseRun(await runLoad(options)));
  }
  const base = combineRuns(runs.baseline);
  const subj = combineRuns(runs.subject);
  return { baseline: base, subject: subj, ratio: ratio(subj.rps, base.rps) };
};

/**
 * Measures several sides (name → function returning autocannon options) in one interleaved run:
 * each warmed up first, then `rounds` rounds in alternating order. Returns each side's combined
 * summary, by name.
 */
export const compareSides = async (sides, rounds = LOAD.rounds) => {
  const names = Object.keys(sides);
  for (const name of names) await runLoad({ ...sides[name](), duration: LOAD.warmupSeconds });
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of interleaveMany(rounds, names))
    runs[name].push(summariseRun(await runLoad(sides[name]())));
  return Object.fromEntries(names.map((name) => [name, combineRuns(runs[name])]));
};

/** "1234 vs 2345 req/s" — what a ratio was made of, for the detail column. */
export const rpsDetail = (cmp, baselineName) =>
  `${Math.round(cmp.subject.rps)} vs ${baselineName} ${Math.round(cmp.baseline.rps)} req/s${
    cmp.subject.non2xx + cmp.subject.errors > 0
      ? `; subject failures ${cmp.subject.non2xx + cmp.subject.errors}`
      : ''
  }`;
