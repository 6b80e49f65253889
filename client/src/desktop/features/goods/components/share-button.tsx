// 分享 on the product page: the system share sheet where the browser has one, otherwise the page's
// link is copied (core/share), and the shopper is told which.
import { shareLink } from '../../../../core/share/share-link';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../goods.module.css';

export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const outcome = await shareLink({ title, url: window.location.href });
    if (outcome === 'copied') showToast('链接已复制，快去分享给好友吧', 'success');
    if (outcome === 'failed') showToast('复制失败，请复制地址栏中的链接分享', 'error');
  };
  return (
    <button type="button" className={styles.share} onClick={() => void share()}>
      分享
    </button>
  );
}
