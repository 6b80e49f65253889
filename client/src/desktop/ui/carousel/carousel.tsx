// A slide carousel on embla with the defaults: a slide every 3000 ms, arrow clicks throttled
// to one per 300 ms, paused while the pointer is over it or the tab is hidden. Until the browser is
// first idle only the first slide is laid out and embla is not started: embla measures the page, which
// while the page is still being built is a long task on the way to the first paint (the home banner
// is its largest element: LCP, TBT). The arrows and dots are there from the start, so nothing shifts.
import { CAROUSEL_INTERVAL_MS, CAROUSEL_THROTTLE_MS } from '@storefront/contracts';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIdleTurn } from '../hooks/use-idle-turn';
import styles from './carousel.module.css';

interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the region, e.g. 首页轮播. */
  label: string;
  intervalMs?: number;
  throttleMs?: number;
  /** CSS aspect ratio or fixed height of the viewport, so nothing shifts while slides load. */
  aspectRatio?: string;
  height?: number;
  showArrows?: boolean;
  showDots?: boolean;
}

/** Lets a call through at most once per `waitMs`. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < waitMs) return;
    last = t;
    fn(...args);
  };
}

/** The slide shown, auto-advance (paused on hover and focus, and while the tab is hidden), throttled moves. */
function useCarousel(count: number, intervalMs: number, throttleMs: number) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: count > 1, duration: 25 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || paused || count < 2 || intervalMs <= 0) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') embla.scrollNext();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [embla, paused, count, intervalMs, selected]);

  const throttled = useRef(throttle((action: () => void) => action(), throttleMs));
  const go = useCallback(
    (action: (api: NonNullable<typeof embla>) => void) => {
      if (embla) throttled.current(() => action(embla));
    },
    [embla],
  );
  return { viewportRef, selected, setPaused, go };
}

export function Carousel({
  slides,
  label,
  intervalMs = CAROUSEL_INTERVAL_MS,
  throttleMs = CAROUSEL_THROTTLE_MS,
  aspectRatio,
  height,
  showArrows = true,
  showDots = true,
}: CarouselProps) {
  const { viewportRef, selected, setPaused, go } = useCarousel(slides.length, intervalMs, throttleMs);
  const live = useIdleTurn();
  const laidOut = live ? slides : slides.slice(0, 1);

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={live ? viewportRef : undefined} style={{ aspectRatio, height }}>
        <div className={styles.container}>
          {laidOut.map((slide, index) => (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`第 ${index + 1} 张，共 ${slides.length} 张`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showArrows && slides.length > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="上一张"
            onClick={() => go((api) => api.scrollPrev())}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="下一张"
            onClick={() => go((api) => api.scrollNext())}
          >
            ›
          </button>
        </>
      )}
      {showDots && slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
              aria-label={`切换到第 ${index + 1} 张`}
              aria-current={index === selected}
              onClick={() => go((api) => api.scrollTo(index))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
