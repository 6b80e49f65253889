// Shown while the first route's chunk loads: the shell's silhouette at its real heights, so the
// page does not jump when it arrives.
import styles from './shell-fallback.module.css';

export function ShellFallback() {
  return (
    <div className={styles.root} role="status" aria-label="加载中">
      <div className={styles.topbar} />
      <div className={styles.header} />
      <div className={styles.nav} />
    </div>
  );
}
