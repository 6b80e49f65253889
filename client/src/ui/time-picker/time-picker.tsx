// Time of day picker (see docs/product-rules.md): hours 0-23, 60 minutes, 60 seconds, optional 上午/下午 display.
import { TIME_PICKER } from '@storefront/contracts';
import styles from './time-picker.module.css';

export interface TimeValue {
  hours: number;
  minutes: number;
  seconds: number;
}

interface TimePickerProps {
  value: TimeValue;
  onChange: (value: TimeValue) => void;
  showSeconds?: boolean;
  /** 12-hour display with 上午/下午; the value stays 0-23. */
  useAmPm?: boolean;
  label?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime({ hours, minutes, seconds }: TimeValue, showSeconds = true): string {
  return showSeconds ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(hours)}:${pad(minutes)}`;
}

export function TimePicker({
  value,
  onChange,
  showSeconds = true,
  useAmPm = false,
  label = '选择时间',
}: TimePickerProps) {
  const pm = value.hours >= 12;
  const hourChoices = useAmPm
    ? Array.from({ length: 12 }, (_, i) => i)
    : Array.from({ length: TIME_PICKER.hours }, (_, i) => i);
  const shownHour = useAmPm ? value.hours % 12 : value.hours;
  const setHour = (h: number) => onChange({ ...value, hours: useAmPm ? (h % 12) + (pm ? 12 : 0) : h });
  return (
    <span className={styles.root} role="group" aria-label={label}>
      {useAmPm && (
        <select
          aria-label="上午或下午"
          value={pm ? 'pm' : 'am'}
          onChange={(e) =>
            onChange({ ...value, hours: (value.hours % 12) + (e.target.value === 'pm' ? 12 : 0) })
          }
        >
          <option value="am">上午</option>
          <option value="pm">下午</option>
        </select>
      )}
      <select aria-label="时" value={shownHour} onChange={(e) => setHour(Number(e.target.value))}>
        {hourChoices.map((h) => (
          <option key={h} value={h}>
            {useAmPm && h === 0 ? '12' : pad(h)}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <select
        aria-label="分"
        value={value.minutes}
        onChange={(e) => onChange({ ...value, minutes: Number(e.target.value) })}
      >
        {Array.from({ length: TIME_PICKER.minutes }, (_, m) => (
          <option key={m} value={m}>
            {pad(m)}
          </option>
        ))}
      </select>
      {showSeconds && (
        <>
          <span aria-hidden="true">:</span>
          <select
            aria-label="秒"
            value={value.seconds}
            onChange={(e) => onChange({ ...value, seconds: Number(e.target.value) })}
          >
            {Array.from({ length: TIME_PICKER.seconds }, (_, s) => (
              <option key={s} value={s}>
                {pad(s)}
              </option>
            ))}
          </select>
        </>
      )}
    </span>
  );
}
