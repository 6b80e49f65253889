// − [n] + within the line's bounds. Typing commits on blur or Enter; out-of-range input is pulled
// back into range rather than refused, so the user always ends on a number that can be bought.
import { useEffect, useState } from 'react';
import styles from '../cart.module.css';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  /** Spoken name of the line, e.g. the goods name. */
  label: string;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({
  value,
  min,
  max,
  disabled = false,
  label,
  onChange,
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    const next = Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : value;
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <span className={styles.stepper} role="group" aria-label={`${label} 数量`}>
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        aria-label="购买数量"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
        }}
      />
      <button
        type="button"
        aria-label="增加数量"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
