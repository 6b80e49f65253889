// CPU time a process spends per call at a fixed request rate, several processes measured in turn
// (rounds interleaved, each warmed up flat out first), medians kept. On a shared machine a process's CPU per
// call moves far less than its requests per second, so this compares proxies where throughput cannot.
import { cpuMs } from './cpu-time.mjs';
import { interleaveMany, median } from './figures.mjs';
import { runLoad } from './load.mjs';

const WARM_UP_SECONDS = 5;

/**
 * `sides`: name → { pid, options } (`options` returns autocannon's options for that side). Each round
 * loads every side for `seconds` at `rate` req/s and reads its process's CPU time before and after.
 * Returns, by name, { usPerCall: median µs of CPU per answered call, rounds: each round's figure,
 * rps: median req/s reached }.
 */
export const cpuPerCall = async (sides, { rate, seconds, rounds }) => {
  const names = Object.keys(sides);
  const load = (name, duration) => runLoad({ ...sides[name].options(), overallRate: rate, duration });
  // Flat out first, so every side's code is as optimised as a side already loaded by the run's
  // throughput figures: a freshly started process spends more CPU per call until its hot functions
  // are compiled.
  for (const name of names) await runLoad({ ...sides[name].options(), duration: WARM_UP_SECONDS });
  const runs = Object.fromEntries(names.map((name) => [name, { us: [], rps: [] }]));
  for (const name of interleaveMany(rounds, names)) {
    const before = cpuMs(sides[name].pid);
    const result = await load(name, seconds);
    const after = cpuMs(sides[name].pid);
    const calls = result.requests.total;
    if (before === null || after === null || calls === 0) continue;
    runs[name].us.push(((after - before) * 1000) / calls);
    runs[name].rps.push(result.requests.average);
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { usPerCall: median(runs[name].us), rounds: runs[name].us, rps: median(runs[name].rps) },
    ]),
  );
};
