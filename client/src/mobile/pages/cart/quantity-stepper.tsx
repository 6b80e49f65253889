// − [n] + for a cart line: bounded by the stock and the cart limit, a typed number is brought into
// range on blur, each change goes to the server once (the line is busy meanwhile).
import { useQuantityText } from '../../../core/cart/use-quantity-text';
import styles from './cart.module.css';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  /** Names the goods for assistive tech: 减少 {label} 数量. */
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({
  value,
  min,
  max,
  label,
  disabled = false,
  onChange,
}: QuantityStepperProps) {
  const { field } = useQuantityText(value, { min, max }, onChange);

  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`减少 ${label} 数量`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className={styles.stepInput}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`${label} 数量`}
        {...field}
        disabled={disabled}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`增加 ${label} 数量`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
