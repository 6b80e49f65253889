// A bar that says the phone has lost its connection, while it has; pages keep what they already
// show, and their 重试 works again once the bar is gone.
import { useOnline } from '../../core/state/use-online';
import styles from './offline-notice.module.css';

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={online ? undefined : styles.bar}>
      {online ? null : '网络已断开，请检查网络设置；恢复后可点“重试”'}
    </div>
  );
}
