// 分享 in the goods page's title bar: the phone's share sheet, or the link copied (链接已复制).
import { shareLink } from '../../../core/share/share-link';
import { showToast } from '../../ui/toast/toast-bus';
import { ShareIcon } from './goods-icons';
import styles from './goods.module.css';

export function ShareButton({ title, goodsId }: { title: string; goodsId: number }) {
  const onClick = async () => {
    // The goods' own address, without the sheet or preview open on this screen.
    const url = `${window.location.origin}/m/goods/${goodsId}`;
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') showToast('链接已复制');
    else if (outcome === 'failed') showToast('复制失败，请长按地址栏复制链接');
  };
  return (
    <button type="button" className={styles.navIcon} aria-label="分享" onClick={() => void onClick()}>
      <ShareIcon />
    </button>
  );
}
