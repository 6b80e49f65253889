// Below the detail: articles that mention the product and goods recommended beside it.
import { Link } from 'react-router-dom';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../ui/goods-card/goods-grid';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { QueryView } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';
import { Skeleton } from '../../../ui/states/skeleton';
import articleGrid from '../../../ui/styles/article-grid.module.css';
import styles from '../goods.module.css';
import { useGoodsDocuments, useGoodsRecommendations } from '../../../../core/goods/goods-queries';

export function RelatedArticles({ goodsId }: { goodsId: number }) {
  const query = useGoodsDocuments({ goodsId });
  return (
    <Section title="相关文章" level={2}>
      <QueryView
        query={query}
        skeleton={<Skeleton height={120} />}
        isEmpty={(d) => d.length === 0}
        emptyText="暂无相关文章"
      >
        {(docs) => (
          <ul className={articleGrid.grid}>
            {docs.map((doc) => (
              <li key={doc.documentId}>
                <Link to={`/article/articleDetail?id=${doc.documentId}`} className={articleGrid.item}>
                  {/* Decorative: the title beside it names the link. */}
                  <LazyImage src={doc.coverUrl} alt="" aspectRatio="2 / 1" className={styles.fill} />
                  <span className={styles.articleTitle}>{doc.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

export function Recommendations({ goodsId }: { goodsId: number }) {
  const query = useGoodsRecommendations({ goodsId });
  return (
    <Section title="为你推荐" level={2}>
      <QueryView
        query={query}
        skeleton={<GoodsGridSkeleton rows={1} />}
        isEmpty={(d) => d.length === 0}
        emptyText="暂无推荐商品"
      >
        {(list) => (
          <GoodsGrid>
            {list.slice(0, 10).map((g) => (
              <GoodsCard key={g.goodsId} goods={g} />
            ))}
          </GoodsGrid>
        )}
      </QueryView>
    </Section>
  );
}
