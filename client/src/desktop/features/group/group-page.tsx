// /group: the group-buy home. Group buys are completed on the partner platform, so each card
// opens its buyUrl in a new tab (rel noopener); the group price, 人成团 and joined count show here.
import { keepPreviousData } from '@tanstack/react-query';
import { Carousel } from '../../ui/carousel/carousel';
import { Countdown } from '../../ui/countdown/countdown';
import { GoodsGridView } from '../../ui/goods-card/goods-grid-view';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import styles from './group.module.css';
import { useLocalPaging } from '../../ui/hooks/use-local-paging';
import { useGroupBuyGoods } from '../../../core/goods/goods-queries';

export default function GroupPage() {
  usePageTitle('拼团');
  const { page, size, setPage } = useLocalPaging();
  const query = useGroupBuyGoods({ pageNum: page, pageSize: size }, { placeholderData: keepPreviousData });
  const banners = query.data?.banners ?? [];
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className={styles.heading}>拼团特惠</h1>
      {banners.length > 0 && (
        <div className={styles.banner}>
          <Carousel
            label="拼团活动"
            aspectRatio="4 / 1"
            slides={banners.map((b, i) => (
              <LazyImage
                key={b.picUrl}
                src={b.picUrl}
                alt={b.title}
                eager={i === 0}
                aspectRatio="4 / 1"
                className={styles.bannerImage}
              />
            ))}
          />
        </div>
      )}
      <GoodsGridView
        query={query}
        emptyText="暂无拼团商品"
        paging={{ page, pageSize: size, onPage: setPage }}
        card={(g) => ({
          href: g.buyUrl,
          external: true,
          badge: `${g.groupSize}人成团`,
          price: (
            <span className={styles.price}>
              <span className={styles.priceLabel}>拼团价</span>
              <Price fen={g.groupPrice} originalFen={g.originalPrice} />
            </span>
          ),
          meta: '',
          footer: (
            <div className={styles.footer}>
              <p className={styles.meta}>
                已有{g.joinedCount}人参团 · {g.platform}
              </p>
              <Countdown prefix="剩余" endTime={g.endTime} />
              <a
                className={styles.join}
                href={g.buyUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`去${g.platform}拼团 ${g.name}`}
              >
                去{g.platform}拼团
              </a>
            </div>
          ),
        })}
      />
    </div>
  );
}
