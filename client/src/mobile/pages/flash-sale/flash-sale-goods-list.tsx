// A session's goods as rows: picture, name, progress (已抢 n%), the flash price beside the normal
// one, and 马上抢 / 即将开始 / 已结束 (a running session's goods open their page to buy).
import type { FlashStatus } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../core/api/errors';
import { useFlashSessionGoodsFeed } from '../../../core/flash-sale/flash-sale-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { mobileGoodsPath } from '../../ui/goods-card/goods-card';
import { Image } from '../../ui/image/image';
import { FeedFoot } from '../../ui/feed/feed-foot';
import { Price } from '../../ui/price/price';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './flash-sale.module.css';

interface Props {
  sessionId: number;
  status: FlashStatus;
}

export function FlashSaleGoodsList({ sessionId, status }: Props) {
  const feed = useFlashSessionGoodsFeed(sessionId);
  const goods = feed.data?.pages.flatMap((page) => page.list) ?? [];
  if (feed.isPending)
    return (
      <div className={styles.pad} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton lines={6} />
      </div>
    );
  if (feed.isError && !feed.data)
    return <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />;
  if (goods.length === 0) return <EmptyState title="本场暂无商品" />;
  return (
    <>
      <ul className={styles.list}>
        {goods.map((item) => {
          const soldOut = item.flashStock <= 0;
          const action =
            status === 'ongoing'
              ? soldOut
                ? '已抢光'
                : '马上抢'
              : status === 'upcoming'
                ? '即将开始'
                : '已结束';
          return (
            <li key={item.goodsId} className={styles.item}>
              <Link className={styles.itemLink} to={mobileGoodsPath(item.goodsId)}>
                <Image className={styles.picture} src={item.picUrl} alt="" />
                <span className={styles.info}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.progress}>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${item.progress}%` }} />
                    </span>
                    <span>已抢{item.progress}%</span>
                  </span>
                  <span className={styles.priceRow}>
                    <Price fen={item.flashPrice} originalFen={item.price} size="md" />
                    <span
                      className={
                        status === 'ongoing' && !soldOut ? styles.go : `${styles.go} ${styles.goOff}`
                      }
                      aria-hidden="true"
                    >
                      {action}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <FeedFoot feed={feed} empty={false} />
    </>
  );
}
