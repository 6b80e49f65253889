// The goods' flash-sale session above its price: 限时抢购 with the time to its end while it runs,
// or when the next one starts with 提醒我.
import { Countdown } from '../../ui/countdown/countdown';
import { formatPrice } from '../../ui/price/price';
import { FlashRemindButton } from './flash-remind-button';
import styles from './goods.module.css';
import type { GoodsDetail } from '../../../core/goods/use-sku-choice';

const startText = (ms: number): string => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

interface Props {
  goodsId: number;
  flashSale: NonNullable<GoodsDetail['flashSale']>;
  receivedAt: number;
  onEnd: () => void;
}

export function GoodsFlashBanner({ goodsId, flashSale, receivedAt, onEnd }: Props) {
  if (flashSale.status === 'ongoing')
    return (
      <div className={styles.flash}>
        <strong className={styles.flashTitle}>限时抢购</strong>
        <span className={styles.flashMeta}>每人限购{flashSale.limitPerUser}件</span>
        <Countdown
          label="距结束"
          endTime={flashSale.endTime}
          serverTime={flashSale.serverTime}
          receivedAt={receivedAt}
          onEnd={onEnd}
        />
      </div>
    );
  return (
    <div className={`${styles.flash} ${styles.flashUpcoming}`}>
      <strong className={styles.flashTitle}>抢购预告</strong>
      <span className={styles.flashMeta}>
        {startText(flashSale.startTime)} 开抢 · 抢购价 {formatPrice(flashSale.flashPrice)}
      </span>
      <FlashRemindButton goodsId={goodsId} sessionId={flashSale.sessionId} />
    </div>
  );
}
