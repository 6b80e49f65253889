// Back-to-top over BACK_TO_TOP_DURATION_MS (docs/product-rules.md: 200 ms), eased, with requestAnimationFrame so
// the duration is exact (CSS smooth scrolling picks its own duration).
import { BACK_TO_TOP_DURATION_MS } from '@storefront/contracts';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

export function scrollToTop(durationMs: number = BACK_TO_TOP_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  if (start <= 0) return Promise.resolve();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || durationMs <= 0) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  // The first frame's timestamp starts the clock, so every step uses the same time base.
  let began: number | null = null;
  return new Promise((resolve) => {
    const step = (now: number) => {
      began ??= now;
      const t = Math.min(1, (now - began) / durationMs);
      window.scrollTo(0, Math.round(start * (1 - easeOutCubic(t))));
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
