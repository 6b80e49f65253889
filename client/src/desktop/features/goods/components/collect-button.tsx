// 收藏 / 已收藏 on /Goods: a toggle whose pressed state is the goods' collected flag.
import styles from '../goods.module.css';

interface CollectButtonProps {
  collected: boolean;
  busy: boolean;
  onClick: () => void;
}

export function CollectButton({ collected, busy, onClick }: CollectButtonProps) {
  return (
    <button
      type="button"
      className={styles.collect}
      aria-pressed={collected}
      disabled={busy}
      onClick={onClick}
    >
      {collected ? '★ 已收藏' : '☆ 收藏'}
    </button>
  );
}
