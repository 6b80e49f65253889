// The typed number of a − [n] + stepper: the field follows the value, keeps digits only (at most 3),
// and on commit pulls what was typed into range (a non-number keeps the value) before telling.
import { useEffect, useState } from 'react';

export function useQuantityText(
  value: number,
  bounds: { min: number; max: number },
  onChange: (quantity: number) => void,
) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10);
    const next = Number.isFinite(n) ? Math.min(bounds.max, Math.max(bounds.min, n)) : value;
    setText(String(next));
    if (next !== value) onChange(next);
  };
  /** The input's own props. */
  const field = {
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value.replace(/\D/g, '').slice(0, 3)),
    onBlur: (e: { target: { value: string } }) => commit(e.target.value),
  };
  return { field, commit };
}
