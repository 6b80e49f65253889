// The cashier's QR while the payment is awaited: most settle in seconds, a late one can take
// minutes, so after SLOW_AFTER_MS the shopper is told to keep waiting rather than pay again.
import { useEffect, useState } from 'react';
import styles from '../order.module.css';

/** From here on the wait is called slow. */
export const SLOW_AFTER_MS = 10_000;

interface PaymentWaitingProps {
  qrUrl: string;
  methodLabel: string;
  /** The last poll failed (it is being retried). */
  pollFailed: boolean;
}

export function PaymentWaiting({ qrUrl, methodLabel, pollFailed }: PaymentWaitingProps) {
  const [slow, setSlow] = useState(false);
  // Checked each second against the clock (not one long timer), so a clock that jumps (a sleeping
  // laptop, a test moving time) counts as time waited.
  useEffect(() => {
    const since = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - since >= SLOW_AFTER_MS) setSlow(true);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <>
      <img className={styles.qr} src={qrUrl} width={200} height={200} alt="模拟支付二维码" />
      <p>请使用{methodLabel}扫码支付（演示环境：通常几秒内自动完成，个别支付需要几分钟）</p>
      <p className={styles.muted} role="status" aria-live="polite">
        {pollFailed
          ? '支付结果查询失败，正在重试...'
          : slow
            ? '支付结果确认较慢，可能需要几分钟，请勿重复支付；已付款可点击「我已支付，查询结果」'
            : '正在等待支付结果...'}
      </p>
    </>
  );
}
