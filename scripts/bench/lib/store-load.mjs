// The store's load (scripts/bench/README.md, "The store figure"): writers place and cancel buy-now
// orders without pause, so the store grows as a busy shop's does, and two readers page getOrders.
// When the store reaches each size asked for, what happens in the next `windowMs` is recorded:
// durable writes (each addOrderNew and cancelOrder answered 01) and the readers' latencies.
import { formCall } from './wire.mjs';

/** The ids orders get start here (mock-api's ORDER_ID_BASE); ids grow by one per order. */
const ORDER_ID_BASE = 10_001;

const post = async (url, name, data, who) => {
  const r = formCall(name, data, { token: who.token, uid: who.uid });
  const res = await fetch(`${url}${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
  return res.json();
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/**
 * Runs the load until a window was recorded at every size of `sizes` (ascending). `buy(who)` is
 * the addOrderNew input of a writer; `probe()` reads the mock's `{ rss, cpuMs }`. Returns per size:
 * writes/s, refusals, both readers' p99, the mock's CPU ms per write in the window and its RSS at
 * the window's end.
 */
export async function runStoreLoad({ url, writers, readers, buy, sizes, windowMs, probe, log }) {
  let stored = 0;
  let window = null;
  const results = new Map();
  const pending = [...sizes];
  let done = false;

  const openWindowIfDue = () => {
    if (window || pending.length === 0 || stored < pending[0]) return;
    const size = pending.shift();
    const cpuAtStart = probe().cpuMs;
    window = { size, began: performance.now(), writes: 0, refused: 0, latencies: readers.map(() => []) };
    log(`store: ${stored.toLocaleString('en')} orders stored, recording ${windowMs / 1000} s`);
    setTimeout(() => {
      const seconds = (performance.now() - window.began) / 1000;
      const { rss, cpuMs } = probe();
      results.set(size, {
        stored,
        writesPerSecond: window.writes / seconds,
        refused: window.refused,
        p99: window.latencies.map((l) => percentile(l, 99)),
        reads: window.latencies.reduce((n, l) => n + l.length, 0),
        cpuMsPerWrite: (cpuMs - cpuAtStart) / window.writes,
        rss,
      });
      const r = results.get(size);
      log(
        `store: at ${size.toLocaleString('en')}: ${r.writesPerSecond.toFixed(0)} writes/s, ` +
          `${r.cpuMsPerWrite.toFixed(2)} ms CPU a write, getOrders p99 ${r.p99.map((p) => p.toFixed(0)).join(' / ')} ms`,
      );
      window = null;
      done = pending.length === 0;
      openWindowIfDue();
    }, windowMs);
  };
  const wrote = (ok) => {
    if (!window) return;
    if (ok) window.writes++;
    else window.refused++;
  };

  const write = async (who) => {
    while (!done) {
      const placed = await post(url, 'addOrderNew', buy(who), who);
      wrote(placed.code === '01');
      if (placed.code !== '01') continue;
      stored = Math.max(stored, placed.result.orderId - ORDER_ID_BASE + 1);
      openWindowIfDue();
      const cancelled = await post(url, 'cancelOrder', { orderId: placed.result.orderId }, who);
      wrote(cancelled.code === '01');
    }
  };
  const read = async (who, i) => {
    while (!done) {
      const began = performance.now();
      const page = await post(url, 'getOrders', { pageNum: 1, pageSize: 10 }, who);
      if (page.code !== '01') throw new Error(`getOrders answered ${page.code} ${page.msg}`);
      window?.latencies[i].push(performance.now() - began);
    }
  };
  await Promise.all([...writers.map(write), ...readers.map(read)]);
  return results;
}
