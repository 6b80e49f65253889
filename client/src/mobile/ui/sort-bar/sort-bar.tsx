// 综合 / 销量 / 价格: the sort of a goods list. 价格 toggles between low-to-high and high-to-low.
// Order types are the catalogue's: 0 综合，1 销量，2 价格升序，3 价格降序.
import styles from './sort-bar.module.css';

export type SortOrder = 0 | 1 | 2 | 3;

export const parseSortOrder = (raw: string | null): SortOrder => {
  const n = Number(raw);
  return n === 1 || n === 2 || n === 3 ? n : 0;
};

export function SortBar({ value, onChange }: { value: SortOrder; onChange: (next: SortOrder) => void }) {
  const byPrice = value === 2 || value === 3;
  const option = (checked: boolean, label: string, next: SortOrder, spoken = label, arrow = '') => (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={spoken}
      className={checked ? `${styles.option} ${styles.checked}` : styles.option}
      onClick={() => onChange(next)}
    >
      {label}
      {arrow && <span aria-hidden="true">{arrow}</span>}
    </button>
  );
  return (
    <div className={styles.bar} role="radiogroup" aria-label="排序">
      {option(value === 0, '综合', 0)}
      {option(value === 1, '销量', 1)}
      {option(
        byPrice,
        '价格',
        value === 2 ? 3 : 2,
        value === 3 ? '价格从高到低' : value === 2 ? '价格从低到高' : '价格',
        value === 3 ? '↓' : value === 2 ? '↑' : '↕',
      )}
    </div>
  );
}
