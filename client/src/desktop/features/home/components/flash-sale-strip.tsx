// 限时抢购 on the home page: the current session's goods with a countdown to its end (or start).
import { Countdown } from '../../../ui/countdown/countdown';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { Price } from '../../../ui/price/price';
import { QueryView } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';
import styles from '../home.module.css';
import { useFlashSale } from '../../../../core/flash-sale/flash-sale-queries';

/** A server time converted to this browser's clock, so countdowns agree with the server. */
const localTime = (serverMoment: number, serverNow: number, fetchedAt: number) =>
  serverMoment + (fetchedAt - serverNow);

export function FlashSaleStrip() {
  const query = useFlashSale();
  const session = query.data?.session;
  const upcoming = session?.status === 'upcoming';
  const aside =
    session && query.data ? (
      <Countdown
        tone="brand"
        prefix={upcoming ? `${session.title} 场 距开始` : `${session.title} 场 距结束`}
        endTime={localTime(
          upcoming ? session.startTime : session.endTime,
          query.data.serverTime,
          query.dataUpdatedAt,
        )}
        onEnd={() => void query.refetch()}
      />
    ) : null;
  return (
    <Section title="限时抢购" subtitle="每日整点开抢" moreHref="/limitedTime" aside={aside}>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={1} />}
        isEmpty={(d) => d.goods.length === 0}
        emptyText="当前暂无抢购场次"
      >
        {(data) => (
          <GoodsGrid>
            {data.goods.slice(0, 5).map((goods) => (
              <GoodsCard
                key={goods.goodsId}
                goods={goods}
                showTags={false}
                price={<Price fen={goods.flashPrice} originalFen={goods.originalPrice} />}
                meta={`已抢${goods.progress}%`}
                footer={
                  <span
                    className={styles.progress}
                    role="progressbar"
                    aria-label="抢购进度"
                    aria-valuenow={goods.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <span style={{ width: `${goods.progress}%` }} />
                  </span>
                }
              />
            ))}
          </GoodsGrid>
        )}
      </QueryView>
    </Section>
  );
}
