// A countdown to an instant given in server time: the offset between the server's clock (sent with
// the data) and this device's is applied once, so a wrong phone clock does not skew it.
import { useEffect, useState } from 'react';

export interface Remaining {
  ms: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingOf(ms: number): Remaining {
  const safe = Math.max(0, Math.floor(ms / 1000)) * 1000;
  const total = safe / 1000;
  return {
    ms: safe,
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * Milliseconds left until `endTime` (server clock), ticking each second. `serverTime` is the server's
 * clock when the data was made; `receivedAt` this device's clock when it arrived.
 */
export function useCountdown(
  endTime: number,
  serverTime: number,
  receivedAt: number,
  onEnd?: () => void,
): Remaining {
  const offset = serverTime - receivedAt;
  const left = () => endTime - (Date.now() + offset);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    const timer = window.setInterval(() => {
      const next = left();
      setMs(next);
      if (next <= 0) {
        window.clearInterval(timer);
        onEnd?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts only when the target moves
  }, [endTime, offset]);
  return remainingOf(ms);
}
