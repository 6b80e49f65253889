// /limitedTime/brand?topicId=N: one brand topic (banner, title, countdown) with all its goods, paged,
// reached from a topic's 查看全部 on the topic list.
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Countdown } from '../../../ui/countdown/countdown';
import { GoodsGridView } from '../../../ui/goods-card/goods-grid-view';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Price } from '../../../ui/price/price';
import { QueryView } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../flash-sale.module.css';
import { useLocalPaging } from '../../../ui/hooks/use-local-paging';
import { useFlashSaleTopic, useFlashSaleTopicGoods } from '../../../../core/flash-sale/flash-sale-queries';

export function BrandTopicDetail({ topicId }: { topicId: number }) {
  const topic = useFlashSaleTopic({ topicId });
  return (
    <>
      <p className={styles.muted}>
        <Link to="/limitedTime/brand">‹ 返回全部品牌特卖</Link>
      </p>
      <QueryView query={topic} skeleton={<Skeleton height={300} />}>
        {(t) => {
          const upcoming = t.startTime > Date.now();
          return (
            <Section
              title={t.title}
              aside={
                <Countdown
                  tone="brand"
                  prefix={upcoming ? '距开始' : '距结束'}
                  endTime={upcoming ? t.startTime : t.endTime}
                />
              }
            >
              <LazyImage
                src={t.bannerUrl}
                alt={t.title}
                aspectRatio="4 / 1"
                className={styles.topicBanner}
                eager
              />
              <TopicGoods topicId={topicId} />
            </Section>
          );
        }}
      </QueryView>
    </>
  );
}

function TopicGoods({ topicId }: { topicId: number }) {
  const { page, size, setPage } = useLocalPaging();
  const query = useFlashSaleTopicGoods(
    { topicId, pageNum: page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  return (
    <GoodsGridView
      query={query}
      emptyText="专题商品即将上架"
      paging={{ page, pageSize: size, onPage: setPage }}
      card={(g) => ({
        price: <Price fen={g.flashPrice} originalFen={g.originalPrice} />,
        meta: `已抢${g.progress}%`,
      })}
    />
  );
}
