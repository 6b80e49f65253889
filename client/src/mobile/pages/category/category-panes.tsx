// The two panes of 分类: first-level categories as vertical tabs, the chosen one's children as a
// picture grid of links, under a search box that opens 搜索 (as a shop's 分类 tab does). Hidden
// categories (type 4) are never shown.
import { useSearchParams, Link } from 'react-router-dom';
import { errorMessage } from '../../../core/api/errors';
import { useCategoryTree } from '../../../core/goods/goods-queries';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { Image } from '../../ui/image/image';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { SearchTop } from '../../ui/search-link/search-link';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './category.module.css';

const HIDDEN_TYPE = 4;

export function CategoryPanes({ top }: { top: number | null }) {
  const [, setParams] = useSearchParams();
  const tree = useCategoryTree();
  const tops = (tree.data ?? []).filter((c) => c.type !== HIDDEN_TYPE);
  const current = tops.find((c) => c.id === top) ?? tops[0];
  const children = (current?.childGoodsNavList ?? []).filter((c) => c.type !== HIDDEN_TYPE);

  return (
    <PageLayout title="分类" navBar={false}>
      <SearchTop tone="plain" />
      {tree.isPending && (
        <div className={styles.loading} role="status" aria-busy="true" aria-label="加载中">
          <Skeleton lines={8} />
        </div>
      )}
      {tree.isError && <ErrorState message={errorMessage(tree.error)} onRetry={() => void tree.refetch()} />}
      {tree.isSuccess && !current && <EmptyState title="暂无分类" />}
      {current && (
        <div className={styles.panes}>
          <div className={styles.left} role="tablist" aria-orientation="vertical" aria-label="一级分类">
            {tops.map((c) => (
              <button
                key={c.id}
                type="button"
                role="tab"
                id={`category-tab-${c.id}`}
                aria-selected={c.id === current.id}
                aria-controls="category-panel"
                className={c.id === current.id ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
                onClick={() => setParams({ top: String(c.id) }, { replace: true })}
              >
                {c.name}
              </button>
            ))}
          </div>
          <section
            id="category-panel"
            role="tabpanel"
            aria-labelledby={`category-tab-${current.id}`}
            className={styles.right}
          >
            <h2 className={styles.panelTitle}>{current.name}</h2>
            <ChildCategories items={children} />
          </section>
        </div>
      )}
    </PageLayout>
  );
}

/** A top category's children, each opening its goods. */
function ChildCategories({ items }: { items: readonly { id: number; name: string; picUrl: string }[] }) {
  if (items.length === 0) return <EmptyState title="该分类下暂无子分类" />;
  return (
    <ul className={styles.children}>
      {items.map((child) => (
        <li key={child.id}>
          <Link className={styles.child} to={`/category?cid=${child.id}`}>
            <Image src={child.picUrl} alt="" className={styles.childPicture} />
            <span className={styles.childName}>{child.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
