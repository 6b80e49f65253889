// Filter rows of the points mall: points range (presets and a custom range), category, sort.
import { useState, type FormEvent } from 'react';
import {
  checkPointRange,
  INTEGRAL_SORTS,
  POINT_RANGES,
  rangeKeyOf,
  type IntegralFilter,
} from '../integral-filters';
import styles from '../promotions.module.css';
import { useTopCategories } from '../../../../core/goods/goods-queries';

interface IntegralFilterBarProps {
  filter: IntegralFilter;
  onChange: (changes: Record<string, string | number | null>) => void;
}

const chip = (active: boolean) => `${styles.chip} ${active ? styles.chipActive : ''}`;

/** 商品分类: 全部 or one top category (hidden ones left out). */
function CategoryRow({ filter, onChange }: IntegralFilterBarProps) {
  const categories = useTopCategories();
  return (
    <div className={styles.filterRow} role="group" aria-labelledby="filter-category">
      <span id="filter-category" className={styles.filterLabel}>
        商品分类
      </span>
      <div className={styles.filterOptions}>
        <button
          type="button"
          className={chip(filter.categoryId === undefined)}
          aria-pressed={filter.categoryId === undefined}
          onClick={() => onChange({ cid: null })}
        >
          全部
        </button>
        {(categories.data ?? [])
          .filter((c) => c.type !== 4)
          .map((c) => (
            <button
              key={c.id}
              type="button"
              className={chip(filter.categoryId === c.id)}
              aria-pressed={filter.categoryId === c.id}
              onClick={() => onChange({ cid: c.id })}
            >
              {c.name}
            </button>
          ))}
      </div>
    </div>
  );
}

/** 排序: the integral goods' orders. */
function SortRow({ filter, onChange }: IntegralFilterBarProps) {
  return (
    <div className={styles.filterRow} role="group" aria-labelledby="filter-sort">
      <span id="filter-sort" className={styles.filterLabel}>
        排序
      </span>
      <div className={styles.filterOptions}>
        {INTEGRAL_SORTS.map((sort) => (
          <button
            key={sort.orderType}
            type="button"
            className={chip(filter.orderType === sort.orderType)}
            aria-pressed={filter.orderType === sort.orderType}
            onClick={() => onChange({ sort: sort.orderType === 0 ? null : sort.orderType })}
          >
            {sort.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function IntegralFilterBar({ filter, onChange }: IntegralFilterBarProps) {
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const activeRange = rangeKeyOf(filter);

  const submitRange = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPointRange(minText, maxText);
    setRangeError(problem);
    if (problem) return;
    onChange({ min: minText.trim() || null, max: maxText.trim() || null });
  };

  return (
    <div className={styles.filters}>
      <div className={styles.filterRow} role="group" aria-labelledby="filter-points">
        <span id="filter-points" className={styles.filterLabel}>
          积分范围
        </span>
        <div className={styles.filterOptions}>
          {POINT_RANGES.map((range) => (
            <button
              key={range.key}
              type="button"
              className={chip(activeRange === range.key)}
              aria-pressed={activeRange === range.key}
              onClick={() => {
                setRangeError(null);
                onChange({ min: range.min, max: range.max });
              }}
            >
              {range.label}
            </button>
          ))}
          <form className={styles.rangeForm} onSubmit={submitRange} noValidate>
            <PointsInput
              id="points-min"
              label="最低积分"
              placeholder="最低"
              value={minText}
              onChange={setMinText}
              invalid={Boolean(rangeError)}
            />
            <span aria-hidden="true">-</span>
            <PointsInput
              id="points-max"
              label="最高积分"
              placeholder="最高"
              value={maxText}
              onChange={setMaxText}
              invalid={Boolean(rangeError)}
            />
            <button type="submit" className={styles.rangeSubmit}>
              确定
            </button>
            {rangeError && (
              <span id="points-range-error" className={styles.fieldError} role="alert">
                {rangeError}
              </span>
            )}
          </form>
        </div>
      </div>

      <CategoryRow filter={filter} onChange={onChange} />

      <SortRow filter={filter} onChange={onChange} />
    </div>
  );
}

interface PointsInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** The range is refused: both boxes point at the one message. */
  invalid: boolean;
}

function PointsInput({ id, label, placeholder, value, onChange, invalid }: PointsInputProps) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'points-range-error' : undefined}
      />
    </>
  );
}
