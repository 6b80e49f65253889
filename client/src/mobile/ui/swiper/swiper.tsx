// A picture swiper on CSS scroll snapping: the browser does the swiping (smooth, native momentum,
// no gesture library); this adds the position (dots or 1/5), an optional autoplay that stops while
// a finger is on it or when motion is reduced, and the carousel semantics.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './swiper.module.css';

interface SwiperProps {
  label: string;
  slides: readonly ReactNode[];
  /** ms per slide; off by default. */
  autoplay?: number;
  indicator?: 'dots' | 'count';
  ratio?: string;
}

export function Swiper({ label, slides, autoplay, indicator = 'dots', ratio = '2 / 1' }: SwiperProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  const onScroll = () => {
    const node = track.current;
    if (!node || node.clientWidth === 0) return;
    setIndex(Math.round(node.scrollLeft / node.clientWidth));
  };

  useEffect(() => {
    if (!autoplay || held || count < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const node = track.current;
      if (!node) return;
      const next = (Math.round(node.scrollLeft / node.clientWidth) + 1) % count;
      node.scrollTo({ left: next * node.clientWidth, behavior: 'smooth' });
    }, autoplay);
    return () => window.clearInterval(timer);
  }, [autoplay, held, count]);

  return (
    <section
      className={styles.swiper}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ aspectRatio: ratio }}
    >
      <div
        ref={track}
        className={styles.track}
        // Focusable, so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        onScroll={onScroll}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 &&
        (indicator === 'count' ? (
          <span className={styles.count} aria-hidden="true">
            {index + 1}/{count}
          </span>
        ) : (
          <span className={styles.dots} aria-hidden="true">
            {slides.map((_, i) => (
              <span key={i} className={i === index ? `${styles.dot} ${styles.current}` : styles.dot} />
            ))}
          </span>
        ))}
    </section>
  );
}
