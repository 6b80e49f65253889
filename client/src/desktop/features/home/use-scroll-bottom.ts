// Infinite lists load their next page when the reader scrolls within SCROLL_BOTTOM_THRESHOLD_PX
// (docs/product-rules.md: 442 px) of the page bottom.
import { SCROLL_BOTTOM_THRESHOLD_PX } from '@storefront/contracts';
import { useEffect, useRef } from 'react';

export interface ScrollMetrics {
  scrollY: number;
  innerHeight: number;
  scrollHeight: number;
}

export const isNearBottom = (
  { scrollY, innerHeight, scrollHeight }: ScrollMetrics,
  threshold = SCROLL_BOTTOM_THRESHOLD_PX,
): boolean => scrollHeight - (scrollY + innerHeight) <= threshold;

const readMetrics = (): ScrollMetrics => ({
  scrollY: window.scrollY,
  innerHeight: window.innerHeight,
  scrollHeight: document.documentElement.scrollHeight,
});

/**
 * Calls `onBottom` whenever the page is scrolled (or resized) to within the threshold of its
 * bottom while `enabled`, and once after each change of `enabled`/`version` in case the content
 * is still shorter than the window.
 */
export function useScrollBottom(onBottom: () => void, enabled: boolean, version: unknown = 0): void {
  const callback = useRef(onBottom);
  callback.current = onBottom;
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (isNearBottom(readMetrics())) callback.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, version]);
}
