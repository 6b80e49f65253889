// Star rating with the defaults: maximum 5, low threshold 2, high threshold 4. The level
// decides the colour and the word (差评 / 中评 / 好评) that evaluation pages show.
import {
  EVALUATION_LEVEL_NAMES,
  RATING_HIGH_THRESHOLD,
  RATING_LOW_THRESHOLD,
  RATING_MAX,
} from '@storefront/contracts';
import { useState } from 'react';
import styles from './rating.module.css';

export const RATING_DEFAULTS = {
  max: RATING_MAX,
  lowThreshold: RATING_LOW_THRESHOLD,
  highThreshold: RATING_HIGH_THRESHOLD,
} as const;

export type RatingLevel = 'low' | 'medium' | 'high';
export const RATING_LEVEL_TEXT: Record<RatingLevel, string> = {
  low: EVALUATION_LEVEL_NAMES.bad,
  medium: EVALUATION_LEVEL_NAMES.medium,
  high: EVALUATION_LEVEL_NAMES.good,
};

export function ratingLevel(
  value: number,
  low = RATING_LOW_THRESHOLD,
  high = RATING_HIGH_THRESHOLD,
): RatingLevel {
  if (value <= low) return 'low';
  if (value >= high) return 'high';
  return 'medium';
}

interface RatingProps {
  value: number;
  max?: number;
  /** Interactive when given; read-only otherwise. */
  onChange?: (value: number) => void;
  showText?: boolean;
  label?: string;
  size?: number;
}

export function Rating({
  value,
  max = RATING_MAX,
  onChange,
  showText = false,
  label = '评分',
  size = 16,
}: RatingProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  const level = ratingLevel(shown);
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  if (!onChange) {
    return (
      <span
        className={`${styles.root} ${styles[level]}`}
        role="img"
        aria-label={`${label} ${value} 分（满分 ${max} 分）`}
      >
        {stars.map((n) => (
          <span
            key={n}
            className={n <= Math.round(value) ? styles.on : styles.off}
            style={{ fontSize: size }}
            aria-hidden="true"
          >
            ★
          </span>
        ))}
        {showText && value > 0 && <span className={styles.text}>{RATING_LEVEL_TEXT[level]}</span>}
      </span>
    );
  }
  return (
    <span
      className={`${styles.root} ${styles[level]}`}
      role="radiogroup"
      aria-label={label}
      onMouseLeave={() => setHover(null)}
    >
      {stars.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} 星`}
          className={`${styles.star} ${n <= shown ? styles.on : styles.off}`}
          style={{ fontSize: size }}
          onMouseEnter={() => setHover(n)}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
      {showText && shown > 0 && <span className={styles.text}>{RATING_LEVEL_TEXT[level]}</span>}
    </span>
  );
}
