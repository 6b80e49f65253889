// 复制 beside a number a shopper quotes to customer service (the order number): the clipboard when
// the browser grants it, said either way.
import { showToast } from '../../../ui/toast/toast-bus';
import styles from './orders.module.css';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      className={styles.copyButton}
      aria-label={`复制${label}`}
      onClick={() =>
        void copyText(text).then((ok) => showToast(ok ? `${label}已复制` : '复制失败，请长按手动复制'))
      }
    >
      复制
    </button>
  );
}
