// A home-page section that shows one row of goods cards from a list query (拼团特惠, 积分商城).
import type { ReactNode } from 'react';
import type { GoodsCardData, GoodsCardProps } from '../../../ui/goods-card/goods-card';
import { GoodsGridView } from '../../../ui/goods-card/goods-grid-view';
import type { QueryLike } from '../../../ui/query-view/query-view';
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
  aside,
  ...grid
}: GoodsRowSectionProps<T>) {
  return (
    <Section title={title} subtitle={subtitle} moreHref={moreHref} aside={aside}>
      <GoodsGridView rows={1} {...grid} />
    </Section>
  );
}
