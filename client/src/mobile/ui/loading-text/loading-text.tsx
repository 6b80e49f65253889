// 加载中... where a page's list will stand (the addresses, the coupons), until it answers.
import styles from './loading-text.module.css';

export function LoadingText() {
  return <p className={styles.loading}>加载中...</p>;
}
