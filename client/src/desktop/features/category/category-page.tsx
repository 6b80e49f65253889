// /Classify: every first-level category with its children as picture and name (type 4 hidden).
import { HIDDEN_CATEGORY_TYPE } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { goodsClassifyHref, productsHref } from '../../ui/links/site-links';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import styles from './category.module.css';
import { useCategoryTree } from '../../../core/goods/goods-queries';

const TreeSkeleton = () => (
  <div role="status" aria-label="加载中" className={styles.blocks}>
    {Array.from({ length: 3 }, (_, i) => (
      <div key={i} className={styles.block}>
        <Skeleton width={120} height={22} />
        <Skeleton height={100} />
      </div>
    ))}
  </div>
);

export default function CategoryPage() {
  usePageTitle('商品分类');
  const query = useCategoryTree();
  return (
    <div className={`layout-width ${styles.page}`}>
      <div className={styles.headingRow}>
        <h1 className={styles.heading}>全部商品分类</h1>
        <Link to={productsHref()} className={styles.headingLink}>
          查看全部商品 ›
        </Link>
      </div>
      <QueryView
        query={query}
        skeleton={<TreeSkeleton />}
        isEmpty={(d) => d.length === 0}
        emptyText="暂无分类"
      >
        {(tree) => {
          const roots = tree.filter((c) => c.type !== HIDDEN_CATEGORY_TYPE);
          return (
            <div className={styles.layout}>
              <nav className={styles.side} aria-label="一级分类">
                <ul>
                  {roots.map((root) => (
                    <li key={root.id}>
                      <a href={`#category-${root.id}`}>{root.name}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className={styles.blocks}>
                {roots.map((root) => {
                  const children = root.childGoodsNavList.filter((c) => c.type !== HIDDEN_CATEGORY_TYPE);
                  return (
                    <section
                      key={root.id}
                      id={`category-${root.id}`}
                      className={styles.block}
                      aria-labelledby={`category-title-${root.id}`}
                    >
                      <h2 id={`category-title-${root.id}`} className={styles.blockTitle}>
                        <Link to={goodsClassifyHref({ id: root.id, name: root.name, cid: root.id })}>
                          {root.name}
                        </Link>
                      </h2>
                      {children.length === 0 ? (
                        <p className={styles.none}>暂无子分类</p>
                      ) : (
                        <ul className={styles.children}>
                          {children.map((child) => (
                            <li key={child.id}>
                              <Link
                                to={goodsClassifyHref({ id: root.id, name: child.name, cid: child.id })}
                                className={styles.child}
                              >
                                <LazyImage src={child.picUrl} alt="" width={72} height={72} />
                                <span>{child.name}</span>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </section>
                  );
                })}
              </div>
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}
