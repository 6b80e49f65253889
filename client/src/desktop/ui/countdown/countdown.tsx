// Countdown to a moment (flash sales, group buys): 天/时/分/秒 boxes, ticking each second,
// calling onEnd once when it reaches zero.
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

export function useCountdown(endTime: number, onEnd?: () => void): CountdownParts {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const parts = countdownParts(endTime, now);
  useEffect(() => {
    ended.current = endTime <= Date.now();
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endTime]);
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
}

export function Countdown({ endTime, prefix, onEnd, tone = 'dark' }: CountdownProps) {
  const { days, hours, minutes, seconds } = useCountdown(endTime, onEnd);
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
