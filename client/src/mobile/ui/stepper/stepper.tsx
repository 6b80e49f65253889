// − [n] + for a quantity between min and max. Typing is allowed; the value is clamped when the field
// is left, and the buttons disable at the bounds, so it can never go past the stock or the limit.
import { useEffect, useState } from 'react';
import styles from './stepper.module.css';

interface StepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
  disabled?: boolean;
}

export const clampTo = (value: number, min: number, max: number): number =>
  Math.max(min, Math.min(Number.isFinite(value) ? Math.floor(value) : min, Math.max(min, max)));

export function Stepper({ value, min = 1, max, onChange, label = '数量', disabled = false }: StepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const next = clampTo(Number(raw), min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label="减少"
        disabled={disabled || value <= min}
        onClick={() => onChange(clampTo(value - 1, min, max))}
      >
        −
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="增加"
        disabled={disabled || value >= max}
        onClick={() => onChange(clampTo(value + 1, min, max))}
      >
        +
      </button>
    </div>
  );
}
