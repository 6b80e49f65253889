// The flash-sale line of /Goods: while the goods' session runs, the countdown to its end with the
// per-user limit and what is left (the price above is already the flash price); otherwise when the
// next session starts and at what price.
import type { ResultOf } from '@storefront/contracts';
import { Countdown } from '../../../ui/countdown/countdown';
import { formatMonthDayTime } from '../../../ui/format/format-time';
import { formatPrice } from '../../../ui/price/price';
import styles from '../goods.module.css';

type FlashSale = NonNullable<ResultOf<'getGoods'>['flashSale']>;

interface GoodsFlashSaleProps {
  flashSale: FlashSale;
  /** When this browser received the reply (epoch ms), to turn server times into local ones. */
  receivedAt: number;
  /** Called when the running session ends, so the page reloads the normal price. */
  onEnd: () => void;
}

export function GoodsFlashSale({ flashSale, receivedAt, onEnd }: GoodsFlashSaleProps) {
  // The countdown follows the server's clock, whatever this browser's clock says.
  const localEnd = flashSale.endTime + (receivedAt - flashSale.serverTime);
  if (flashSale.status === 'upcoming')
    return (
      <div className={styles.flashNext} data-testid="goods-flash-next">
        <span className={styles.flashTag}>限时抢购</span>
        下一场 {formatMonthDayTime(flashSale.startTime)} 开抢 · 抢购价 {formatPrice(flashSale.flashPrice)}
      </div>
    );
  return (
    <div className={styles.flashBar} data-testid="goods-flash-ongoing">
      <span className={styles.flashTag}>限时抢购</span>
      <Countdown endTime={localEnd} prefix="距结束" onEnd={onEnd} tone="brand" />
      <span className={styles.flashTerms}>
        每人限购{flashSale.limitPerUser}件 ·{' '}
        {flashSale.remaining > 0 ? `本场剩余${flashSale.remaining}件` : '本场已抢光'}
      </span>
    </div>
  );
}
