// A home-page section that shows one row of goods cards from a list query (拼团特惠, 积分商城):
// skeleton, 重新加载, an empty line, or the cards, each card's price row as the section wants it.
import type { ReactNode } from 'react';
import { GoodsCard, type GoodsCardData, type GoodsCardProps } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { QueryView, type QueryLike } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';

interface GoodsRowSectionProps<T extends GoodsCardData> {
  title: string;
  subtitle: string;
  moreHref: string;
  query: QueryLike<{ list: T[] }>;
  emptyText: string;
  /** The card's props besides the goods (price, meta, badge …). */
  card: (goods: T) => Omit<GoodsCardProps, 'goods'>;
  aside?: ReactNode;
}

export function GoodsRowSection<T extends GoodsCardData>({
  title,
  subtitle,
  moreHref,
  query,
  emptyText,
  card,
  aside,
}: GoodsRowSectionProps<T>) {
  return (
    <Section title={title} subtitle={subtitle} moreHref={moreHref} aside={aside}>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={1} />}
        isEmpty={(d) => d.list.length === 0}
        emptyText={emptyText}
      >
        {(data) => (
          <GoodsGrid>
            {data.list.map((goods) => (
              <GoodsCard key={goods.goodsId} goods={goods} showTags={false} {...card(goods)} />
            ))}
          </GoodsGrid>
        )}
      </QueryView>
    </Section>
  );
}
