// HH:MM:SS blocks in the flash-sale style, read out as one sentence.
import { twoDigits, useCountdown } from './use-countdown';
import styles from './countdown.module.css';

interface CountdownProps {
  endTime: number;
  serverTime: number;
  receivedAt: number;
  /** What the time counts to, e.g. 距结束. */
  label: string;
  onEnd?: () => void;
}

export function Countdown({ endTime, serverTime, receivedAt, label, onEnd }: CountdownProps) {
  const { hours, minutes, seconds } = useCountdown(endTime, serverTime, receivedAt, onEnd);
  const spoken = `${label}${hours}小时${minutes}分${seconds}秒`;
  return (
    <span className={styles.countdown} role="timer" aria-label={spoken}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <span aria-hidden="true" className={styles.blocks}>
        <b>{twoDigits(hours)}</b>:<b>{twoDigits(minutes)}</b>:<b>{twoDigits(seconds)}</b>
      </span>
    </span>
  );
}
