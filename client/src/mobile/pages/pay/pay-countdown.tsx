// 剩余支付时间 mm:ss, ticking each second; tells the page once the deadline has passed.
import { useEffect, useRef, useState } from 'react';
import { formatRemaining, remainingMs } from './pay-deadline';

export function PayCountdown({ deadline, onEnd }: { deadline: number; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const left = remainingMs(deadline, now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0 && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [left, onEnd]);
  // Read as a whole on focus, not announced every second.
  return <time dateTime={`PT${Math.ceil(left / 1000)}S`}>{formatRemaining(left)}</time>;
}
