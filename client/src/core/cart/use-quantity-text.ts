// The typed number of a − [n] + stepper: the field follows the value and keeps what was typed (so
// "2.5" is seen and refused, not read as 25); on commit readQuantity decides, and its notice (a
// refused fraction, a number pulled into range) stays until the next edit.
import { useEffect, useRef, useState } from 'react';
import { readQuantity } from './read-quantity';

/** Long enough for 999999 to be typed and answered, short enough to stay in the field. */
const MAX_TYPED = 8;

export function useQuantityText(
  value: number,
  bounds: { min: number; max: number },
  onChange: (quantity: number) => void,
) {
  const [text, setText] = useState(String(value));
  const [notice, setNotice] = useState<string | undefined>();
  useEffect(() => setText(String(value)), [value]);
  // Enter commits, then the blur that follows (the field disables while the change is saved) must
  // neither send it again nor wipe its notice.
  const committed = useRef<string | null>(null);
  const commit = (raw: string) => {
    if (raw === committed.current) return;
    const reading = readQuantity(raw, value, bounds);
    committed.current = String(reading.quantity);
    setText(String(reading.quantity));
    setNotice(reading.notice);
    if (reading.quantity !== value) onChange(reading.quantity);
  };
  /** The input's own props. */
  const field = {
    value: text,
    onChange: (e: { target: { value: string } }) => {
      setNotice(undefined);
      committed.current = null;
      setText(e.target.value.slice(0, MAX_TYPED));
    },
    onBlur: (e: { target: { value: string } }) => commit(e.target.value),
  };
  return { field, commit, notice };
}
