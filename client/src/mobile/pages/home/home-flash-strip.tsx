// 限时抢购 on 首页: the running session's goods in a row, its countdown, and 更多 to /m/flash.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useFlashSale } from '../../../core/flash-sale/flash-sale-queries';
import { invalidateApi } from '../../../core/api/query';
import { mobileGoodsPath } from '../../ui/goods-card/goods-card';
import { Countdown } from '../../ui/countdown/countdown';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import styles from './home.module.css';

export function HomeFlashStrip() {
  const queryClient = useQueryClient();
  const flash = useFlashSale();
  const data = flash.data;
  // The strip's height is held while it loads, so the feed below does not jump (layout shift).
  if (flash.isPending) return <div className={`${styles.flash} ${styles.flashLoading}`} aria-hidden="true" />;
  if (!data?.session || data.goods.length === 0) return null;
  const { session } = data;
  const ongoing = session.status === 'ongoing';
  return (
    <section className={styles.flash} aria-labelledby="home-flash-title">
      <div className={styles.flashHead}>
        <h2 id="home-flash-title" className={styles.flashTitle}>
          限时抢购
        </h2>
        <Countdown
          label={ongoing ? '距结束' : '距开抢'}
          endTime={ongoing ? session.endTime : session.startTime}
          serverTime={data.serverTime}
          receivedAt={flash.dataUpdatedAt}
          onEnd={() => void invalidateApi(queryClient, 'getFlashSale')}
        />
        <Link className={styles.more} to="/flash">
          更多
        </Link>
      </div>
      <ul className={styles.flashList}>
        {data.goods.slice(0, 8).map((goods) => (
          <li key={goods.goodsId} className={styles.flashItem}>
            <Link to={mobileGoodsPath(goods.goodsId)} className={styles.flashLink}>
              <Image src={goods.picUrl} alt="" />
              <span className={styles.flashName}>{goods.name}</span>
            </Link>
            <Price fen={goods.flashPrice} originalFen={goods.price} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
