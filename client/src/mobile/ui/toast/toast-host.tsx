// Renders the latest toast for TOAST_DURATION_MS (the shop's toast time); a polite live region, so screen readers hear it too.
import { TOAST_DURATION_MS } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import styles from './toast.module.css';
import { onToast, type ToastMessage } from './toast-bus';

export function ToastHost() {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  useEffect(() => onToast(setMessage), []);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && (
        <div key={message.id} className={styles.toast}>
          {message.text}
        </div>
      )}
    </div>
  );
}
