// One sub-category's goods: sorted (综合/销量/价格), ten a page, the next as the reader nears the end.
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../core/api/errors';
import { useCategoryGoodsFeed } from '../../../core/goods/goods-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { GoodsFeed } from '../../ui/goods-feed/goods-feed';
import linkButton from '../../ui/link-button/link-button.module.css';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { parseSortOrder, SortBar } from '../../ui/sort-bar/sort-bar';
import styles from './category.module.css';

function CategoryMissing() {
  return (
    <PageLayout title="分类">
      <EmptyState title="分类不存在" description="看看其他分类吧">
        <Link className={linkButton.wayOn} to="/category">
          全部分类
        </Link>
      </EmptyState>
    </PageLayout>
  );
}

export function CategoryGoodsList({ cid }: { cid: number | null }) {
  const [params, setParams] = useSearchParams();
  const sort = parseSortOrder(params.get('sort'));
  const list = useCategoryGoodsFeed(cid ?? 0, sort, { enabled: cid !== null });
  if (cid === null || (isApiError(list.error) && list.error.code === '02')) return <CategoryMissing />;

  const name = list.data?.pages[0]?.category.name ?? '分类商品';
  return (
    <PageLayout title={name}>
      <div className={styles.sortBar}>
        <SortBar
          value={sort}
          onChange={(next) =>
            setParams({ cid: String(cid), ...(next ? { sort: String(next) } : {}) }, { replace: true })
          }
        />
      </div>
      <section className={styles.list} aria-label={`${name}的商品`} aria-busy={list.isPending}>
        <GoodsFeed feed={list} empty={<EmptyState title="该分类下暂无商品" />} />
      </section>
    </PageLayout>
  );
}
