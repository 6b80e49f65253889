// Time left until a deadline as mm:ss (h:mm:ss when long), ticking each second; tells the page
// once the deadline has passed (the pay page and an unpaid order's 剩余支付时间). The deadline is the
// server's, so it counts by the server's clock (core/api/server-clock): a phone whose clock is off
// neither shows 00:00 on an order that can still be paid nor keeps counting past the real deadline.
import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../../../core/api/server-clock';
import { formatRemaining, remainingMs } from './remaining-time';

export function DeadlineCountdown({ deadline, onEnd }: { deadline: number; onEnd: () => void }) {
  const [now, setNow] = useState(serverNow);
  const ended = useRef(false);
  const left = remainingMs(deadline, now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
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
