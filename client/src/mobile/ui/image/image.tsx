// A picture that reserves its box before it loads (no layout shift), loads lazily unless it is
// above the fold, and shows a neutral placeholder if the file fails; one that failed while the
// network was gone tries again when it returns.
import { useEffect, useState } from 'react';
import { useOnline } from '../../../core/state/use-online';
import styles from './image.module.css';

interface ImageProps {
  src: string;
  alt: string;
  /** CSS aspect-ratio of the box, e.g. '1 / 1'. */
  ratio?: string;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

export function Image({ src, alt, ratio = '1 / 1', eager = false, className, width, height }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const online = useOnline();
  useEffect(() => {
    if (online) setFailed(false);
  }, [online]);
  return (
    <span className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio: ratio }}>
      {failed ? (
        <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined} />
      ) : (
        <img
          className={styles.img}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
