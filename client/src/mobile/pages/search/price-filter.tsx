// 价格区间 under the sort bar of the results: 最低价–最高价 in yuan and 确定; a range that cannot be
// applied is answered in Chinese under it, and the results stay as they were.
import { priceRangeProblem } from '../../../core/goods/price-range';
import { useId, useState, type FormEvent } from 'react';
import styles from './search.module.css';

interface PriceFilterProps {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}

export function PriceFilter({ min: shownMin, max: shownMax, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(shownMin);
  const [max, setMax] = useState(shownMax);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = priceRangeProblem(min, max);
    setProblem(found);
    if (!found) onApply(min.trim(), max.trim());
  };
  const field = (label: string, value: string, set: (text: string) => void) => (
    <input
      className={styles.price}
      inputMode="decimal"
      placeholder={label}
      aria-label={`${label}（元）`}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
      value={value}
      maxLength={10}
      onChange={(event) => set(event.target.value)}
    />
  );
  return (
    <form className={styles.priceFilter} aria-label="价格区间" noValidate onSubmit={apply}>
      {field('最低价', min, setMin)}
      <span aria-hidden="true">–</span>
      {field('最高价', max, setMax)}
      <button type="submit" className={styles.priceApply}>
        确定
      </button>
      {problem && (
        <p id={problemId} className={styles.priceProblem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
