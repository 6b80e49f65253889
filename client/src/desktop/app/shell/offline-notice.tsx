// A bar that says the computer has lost its connection, while it has. Pages keep what they show;
// reads waiting for the network go on by themselves once it is back, and a write that failed
// offline says so where it was made (网络异常 with its way to retry).
import { useOnline } from '../../../core/state/use-online';
import styles from './offline-notice.module.css';

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={online ? undefined : styles.bar}>
      {online ? null : '网络已断开，请检查网络设置；恢复后页面内容会自动更新'}
    </div>
  );
}
