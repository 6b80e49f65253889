// Countdown to a moment (flash sales, group buys, a pay deadline): 天/时/分/秒 boxes, ticking each
// second, calling onEnd once when it reaches zero. `clock` is this device's by default; a deadline
// set by the server counts by serverNow (core/api/server-clock) so a wrong PC clock does not skew it.
import { useEffect, useRef, useState } from 'react';
import styles from './countdown.module.css';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
}

export function countdownParts(endTime: number, now: number): CountdownParts {
  const totalMs = Math.max(0, endTime - now);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

export function useCountdown(endTime: number, onEnd?: () => void, clock = Date.now): CountdownParts {
  const [now, setNow] = useState(clock);
  const ended = useRef(false);
  const parts = countdownParts(endTime, now);
  useEffect(() => {
    ended.current = endTime <= clock();
    setNow(clock());
    const timer = window.setInterval(() => setNow(clock()), 1000);
    return () => window.clearInterval(timer);
  }, [endTime, clock]);
  useEffect(() => {
    if (parts.totalMs === 0 && !ended.current) {
      ended.current = true;
      onEnd?.();
    }
  }, [parts.totalMs, onEnd]);
  return parts;
}

const pad = (n: number) => String(n).padStart(2, '0');

interface CountdownProps {
  endTime: number;
  /** Words before the boxes, e.g. 距结束. */
  prefix?: string;
  onEnd?: () => void;
  tone?: 'dark' | 'brand';
  /** The clock the end time is on (default: this device's). */
  clock?: () => number;
}

export function Countdown({ endTime, prefix, onEnd, tone = 'dark', clock }: CountdownProps) {
  const { days, hours, minutes, seconds } = useCountdown(endTime, onEnd, clock);
  return (
    <span
      className={`${styles.root} ${styles[tone]}`}
      role="timer"
      aria-label={`${prefix ?? '剩余'}${days > 0 ? `${days}天` : ''}${hours}时${minutes}分${seconds}秒`}
    >
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      {days > 0 && (
        <>
          <span className={styles.box}>{days}</span>
          <span className={styles.unit}>天</span>
        </>
      )}
      <span className={styles.box}>{pad(hours)}</span>
      <span className={styles.sep}>:</span>
      <span className={styles.box}>{pad(minutes)}</span>
      <span className={styles.sep}>:</span>
      <span className={styles.box}>{pad(seconds)}</span>
    </span>
  );
}
