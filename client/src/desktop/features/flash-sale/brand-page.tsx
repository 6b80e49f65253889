// /limitedTime/brand: flash-sale topics (brand sales), each with its banner, countdown and goods;
// ?topicId=N shows that one topic with all its goods.
import { useSearchParams } from 'react-router-dom';
import { Countdown } from '../../ui/countdown/countdown';
import { GoodsCard } from '../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../ui/goods-card/goods-grid';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { Section } from '../../ui/section/section';
import { BrandTopicDetail } from './components/brand-topic-detail';
import { LimitedNav } from './components/limited-nav';
import styles from './flash-sale.module.css';
import { useFlashSaleBrandTopics } from '../../../core/flash-sale/flash-sale-queries';
import { parseUrlId } from '../../../core/router/url-id';

export default function BrandPage() {
  usePageTitle('品牌特卖');
  const [params] = useSearchParams();
  // No topic id (or a broken one): the list of all topics.
  const topicId = parseUrlId(params.get('topicId'));
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className="visually-hidden">品牌特卖</h1>
      <LimitedNav />
      {topicId === null ? <TopicList /> : <BrandTopicDetail key={topicId} topicId={topicId} />}
    </div>
  );
}

function TopicList() {
  const query = useFlashSaleBrandTopics();
  return (
    <>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={2} />}
        isEmpty={(d) => d.length === 0}
        emptyText="暂无品牌特卖"
      >
        {(topics) => (
          <>
            {topics.map((topic) => {
              const upcoming = topic.startTime > Date.now();
              return (
                <Section
                  key={topic.topicId}
                  title={topic.title}
                  aside={
                    <Countdown
                      tone="brand"
                      prefix={upcoming ? '距开始' : '距结束'}
                      endTime={upcoming ? topic.startTime : topic.endTime}
                    />
                  }
                  moreHref={`/limitedTime/brand?topicId=${topic.topicId}`}
                  moreText="查看全部"
                >
                  <LazyImage
                    src={topic.bannerUrl}
                    alt={topic.title}
                    aspectRatio="4 / 1"
                    className={styles.topicBanner}
                  />
                  {topic.goods.length === 0 ? (
                    <p className={styles.muted}>专题商品即将上架</p>
                  ) : (
                    <GoodsGrid>
                      {topic.goods.slice(0, 10).map((g) => (
                        <GoodsCard
                          key={g.goodsId}
                          goods={g}
                          showTags={false}
                          price={<Price fen={g.flashPrice} originalFen={g.originalPrice} />}
                        />
                      ))}
                    </GoodsGrid>
                  )}
                </Section>
              );
            })}
          </>
        )}
      </QueryView>
    </>
  );
}
