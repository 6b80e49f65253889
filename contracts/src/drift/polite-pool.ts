// Runs tasks at most `concurrency` at once and starts at most `perSecond` of them a second, so a
// drift check against a shared staging server looks like one careful client, not a load test.
export interface Politeness {
  concurrency: number;
  perSecond: number;
}

export const DEFAULT_POLITENESS: Politeness = { concurrency: 4, perSecond: 10 };

export async function politeMap<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  { concurrency, perSecond }: Politeness = DEFAULT_POLITENESS,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const gapMs = 1000 / perSecond;
  let next = 0;
  let nextStart = 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Each worker takes the next item and its start slot synchronously, so slots never collide.
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const now = performance.now();
      const start = Math.max(now, nextStart);
      nextStart = start + gapMs;
      if (start > now) await sleep(start - now);
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}
