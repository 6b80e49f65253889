// The shape shared by the plain goods sections (新人专享, 新品首发, 热销爆品, 精选好物): a banner,
// then one paged goods list from a paging-only call.
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useGoodsList } from '../../../../core/goods/goods-queries';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { useUrlPaging } from '../../../ui/hooks/use-url-paging';
import { PagedGoods } from './paged-goods';
import { SectionBanner } from './section-banner';
import styles from '../promotions.module.css';

export type PlainGoodsCall = 'getNewUserGoods' | 'getNewReleaseGoods' | 'getHotGoods' | 'getSuperGoodList';

interface GoodsListPageProps {
  call: PlainGoodsCall;
  title: string;
  subtitle: string;
  tone?: 'red' | 'orange' | 'purple' | 'green' | 'blue';
  /** Corner badge of a card at an index of the whole list (TOP1 …). */
  badgeOf?: (position: number) => string | undefined;
  hrefOf?: (goodsId: number) => string;
  emptyTitle: string;
  children?: ReactNode;
}

export function GoodsListPage({
  call,
  title,
  subtitle,
  tone,
  badgeOf,
  hrefOf,
  emptyTitle,
  children,
}: GoodsListPageProps) {
  usePageTitle(title);
  const paging = useUrlPaging();
  const { page, size } = paging;
  const query = useGoodsList(call, { pageNum: page, pageSize: size }, { placeholderData: keepPreviousData });
  return (
    <div className={`layout-width ${styles.page}`}>
      <SectionBanner title={title} subtitle={subtitle} tone={tone} />
      {children}
      <section className={styles.panel} aria-label={`${title}商品`}>
        <PagedGoods
          query={query}
          paging={paging}
          emptyTitle={emptyTitle}
          renderItem={(goods, index) => (
            <GoodsCard
              key={goods.goodsId}
              goods={goods}
              href={hrefOf?.(goods.goodsId)}
              badge={badgeOf?.((page - 1) * size + index)}
              eagerImage={index < 5}
            />
          )}
        />
      </section>
    </div>
  );
}
