// Images load when they come within 1.3 screens below the viewport (see docs/product-rules.md,
// "Business constants"), retry up to 3 attempts in all, then show the default fallback. Width/height
// or an aspect ratio are always set, so nothing shifts when the picture arrives. IntersectionObserver
// needs no scroll throttle: the browser batches the checks itself. Attempts spent while the network
// was gone are given back when it returns: the picture loads then instead of staying the fallback.
import { LAZY_IMAGE } from '@storefront/contracts';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useOnline } from '../../../core/state/use-online';
import fallbackImage from './fallback.svg';
import styles from './lazy-image.module.css';

export const FALLBACK_IMAGE: string = fallbackImage;

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** CSS aspect ratio such as '1 / 1' when the box is sized by its container. */
  aspectRatio?: string;
  className?: string;
  /** Above-the-fold images (the first banner) load at once. */
  eager?: boolean;
  fallbackSrc?: string;
}

/** The URL of attempt n (0-based): later attempts bypass a cached failure. */
export function attemptUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}_retry=${attempt}`;
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  className,
  eager = false,
  fallbackSrc = FALLBACK_IMAGE,
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  const [attempt, setAttempt] = useState(0);
  const failed = !src || attempt >= LAZY_IMAGE.attempts;

  const online = useOnline();

  useEffect(() => {
    setAttempt(0);
  }, [src, online]);

  useEffect(() => {
    if (visible) return undefined;
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const margin = Math.round(window.innerHeight * LAZY_IMAGE.preloadScreens);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      // Only below: what is above the viewport was scrolled past (or is loaded already).
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  const style: CSSProperties = aspectRatio ? { aspectRatio } : {};
  const current = failed ? fallbackSrc : visible && src ? attemptUrl(src, attempt) : undefined;
  return (
    <img
      ref={ref}
      className={`${styles.image} ${current ? '' : styles.pending} ${className ?? ''}`}
      src={current}
      alt={alt}
      width={width}
      height={height}
      style={style}
      decoding="async"
      data-attempt={attempt}
      onError={() => {
        if (!failed) setAttempt((n) => n + 1);
      }}
    />
  );
}
