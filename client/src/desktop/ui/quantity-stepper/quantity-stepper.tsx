// − [n] + for a quantity within 1 … min(stock, CART_QUANTITY_MAX) (the contracts' rule, shared with
// the mock). Typing commits on blur or Enter: a fraction is refused and a number out of range is
// pulled in, each with a sentence under the field (readQuantity), so nothing changes silently.
import { clampQuantity, quantityBounds } from '@storefront/contracts';
import { useQuantityText } from '../../../core/cart/use-quantity-text';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  /** Pieces in stock of the chosen SKU; the upper bound also never passes the cart limit. */
  stock: number;
  disabled?: boolean;
  /** Spoken name of the group, e.g. "<goods name> 数量". */
  label: string;
  /** Spoken name of the number field. */
  inputLabel?: string;
  size?: 'sm' | 'md';
  onChange: (quantity: number) => void;
}

export function QuantityStepper({
  value,
  stock,
  disabled = false,
  label,
  inputLabel = '购买数量',
  size = 'sm',
  onChange,
}: QuantityStepperProps) {
  const { min, max } = quantityBounds(stock);
  const { field, commit, notice } = useQuantityText(value, { min, max }, onChange);

  return (
    <span className={styles.wrap}>
      <span className={`${styles.stepper} ${styles[size]}`} role="group" aria-label={label}>
        <button
          type="button"
          aria-label="减少数量"
          disabled={disabled || value <= min}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
        >
          −
        </button>
        <input
          aria-label={inputLabel}
          inputMode="numeric"
          {...field}
          disabled={disabled}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
          }}
        />
        <button
          type="button"
          aria-label="增加数量"
          disabled={disabled || value >= max}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
        >
          +
        </button>
      </span>
      {notice && (
        <span className={styles.notice} role="alert">
          {notice}
        </span>
      )}
    </span>
  );
}
