// An operation's recorded latency (how long the real upstream took to answer it): the last samples
// and their p50/p95/p99, kept in the recording's operation file, and a delay drawn from them for a
// fault rule `{ "effect": "latency", "latency": "recorded" }` with the rule's seeded generator.
import { z } from 'zod';

/** Samples kept per operation: enough for a p99, small enough for a file in git. */
export const LATENCY_SAMPLES = 500;

export const latencySchema = z.object({
  samples: z.number().int().nonnegative(),
  p50: z.number().nonnegative(),
  p95: z.number().nonnegative(),
  p99: z.number().nonnegative(),
  /** The latest samples in ms, oldest first. */
  recentMs: z.array(z.number().nonnegative()).max(LATENCY_SAMPLES),
});
export type Latency = z.infer<typeof latencySchema>;

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The latency with more samples added (the oldest drop out past LATENCY_SAMPLES). */
export function addSamples(latency: Latency | undefined, ms: number[]): Latency {
  const recentMs = [...(latency?.recentMs ?? []), ...ms.map((v) => Math.max(0, Math.round(v)))].slice(
    -LATENCY_SAMPLES,
  );
  const sorted = [...recentMs].sort((a, b) => a - b);
  return {
    samples: (latency?.samples ?? 0) + ms.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    recentMs,
  };
}

/**
 * A delay drawn from the recorded distribution: `u` (0..1, from the rule's seeded generator) is read
 * as a quantile, linear between p50, p95 and p99, so half the draws are at most p50 and one in a
 * hundred reaches p99.
 */
export function drawLatency(latency: Pick<Latency, 'p50' | 'p95' | 'p99'>, u: number): number {
  const { p50, p95, p99 } = latency;
  if (u <= 0.5) return Math.round(p50 * (0.5 + u));
  if (u <= 0.95) return Math.round(p50 + ((u - 0.5) / 0.45) * (p95 - p50));
  if (u <= 0.99) return Math.round(p95 + ((u - 0.95) / 0.04) * (p99 - p95));
  return Math.round(p99);
}
