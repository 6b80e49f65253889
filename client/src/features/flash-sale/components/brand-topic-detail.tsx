// /limitedTime/brand?topicId=N: one brand topic (banner, title, countdown) with all its goods, paged,
// reached from a topic's 查看全部 on the topic list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiQuery } from '../../../api/query';
import { Countdown } from '../../../ui/countdown/countdown';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Pagination } from '../../../ui/pagination/pagination';
import { Price } from '../../../ui/price/price';
import { QueryView } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../flash-sale.module.css';
import { useLocalPaging } from '../../../ui/hooks/use-local-paging';

export function BrandTopicDetail({ topicId }: { topicId: number }) {
  const topic = useQuery(apiQuery('getFlashSaleTopic', { topicId }));
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
  const query = useQuery({
    ...apiQuery('getFlashSaleTopicGoods', { topicId, pageNum: page, pageSize: size }),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryView
      query={query}
      skeleton={<GoodsGridSkeleton rows={2} />}
      isEmpty={(d) => d.list.length === 0}
      emptyText="专题商品即将上架"
    >
      {(data) => (
        <>
          <GoodsGrid>
            {data.list.map((g) => (
              <GoodsCard
                key={g.goodsId}
                goods={g}
                showTags={false}
                price={<Price fen={g.flashPrice} originalFen={g.originalPrice} />}
                meta={`已抢${g.progress}%`}
              />
            ))}
          </GoodsGrid>
          <Pagination total={data.total} page={page} pageSize={size} simple onChange={setPage} />
        </>
      )}
    </QueryView>
  );
}
