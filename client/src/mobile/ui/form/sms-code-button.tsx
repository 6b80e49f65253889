// 获取验证码 with the resend countdown the reply asks for (resendIn seconds). `canSend` checks the
// mobile first (and shows its problem at the field); a failed send leaves the button ready again.
import { useEffect, useState } from 'react';
import styles from './form.module.css';

interface SmsCodeButtonProps {
  /** Validates what the send needs; false stops it (the reason is shown at its field). */
  canSend: () => Promise<boolean> | boolean;
  /** Sends the code; resolves to the seconds until another may be sent. */
  send: () => Promise<number>;
}

export function SmsCodeButton({ canSend, send }: SmsCodeButtonProps) {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const onClick = async () => {
    if (sending || wait > 0) return;
    setSending(true);
    try {
      if (!(await canSend())) return;
      setWait(Math.max(1, Math.round(await send())));
    } catch {
      // The page shows why; the button is ready for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.rowButton}
      onClick={onClick}
      disabled={sending || wait > 0}
      aria-live="polite"
    >
      {sending ? '发送中...' : wait > 0 ? `${wait}秒后重发` : '获取验证码'}
    </button>
  );
}
