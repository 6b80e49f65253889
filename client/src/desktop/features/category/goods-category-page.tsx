// /Classify/goodsClassify?id=<first level>&name=<shown name>&cid=<category of the goods> (built by
// goodsClassifyHref): the goods of one category with sibling chips, sort tabs and paging. The chips'
// parent comes from the listed category itself when it is known, so an older link with `id` and
// `cid` the other way round, or with `cid` alone, still shows them.
import { keepPreviousData } from '@tanstack/react-query';
import { HIDDEN_CATEGORY_TYPE } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { goodsClassifyHref, productsHref } from '../../ui/links/site-links';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { EmptyState } from '../../ui/states/empty-state';
import { GoodsResults } from './components/goods-results';
import { SortBar } from './components/sort-bar';
import { parseUrlId } from '../../../core/router/url-id';
import { useListParams } from './use-list-params';
import styles from './category.module.css';
import { useCategoryGoods, useChildCategories } from '../../../core/goods/goods-queries';

export default function GoodsCategoryPage() {
  const { params, page, size, orderType, update, setPage } = useListParams();
  const linkedId = parseUrlId(params.get('id'));
  const cid = parseUrlId(params.get('cid')) ?? linkedId;
  const name = params.get('name') ?? '';
  usePageTitle(name || '分类商品');
  const goods = useCategoryGoods(
    { cid: cid ?? 0, orderType, pageNum: page, pageSize: size },
    { enabled: cid !== null, placeholderData: keepPreviousData },
  );
  // The listed category says who its parent is; until it has loaded, the link's `id` stands in.
  const listed = goods.data?.category.id === cid ? goods.data.category : undefined;
  const id = listed ? listed.pid || listed.id : linkedId;
  const siblings = useChildCategories({ pid: id ?? 0 }, { enabled: id !== null });
  if (cid === null || id === null) {
    return (
      <div className={`layout-width ${styles.page}`}>
        <EmptyState title="分类不存在" action={<Link to="/Classify">查看全部分类</Link>} />
      </div>
    );
  }
  const tabs = (siblings.data ?? []).filter((c) => c.type !== HIDDEN_CATEGORY_TYPE);
  const shownName = name || listed?.name || '';
  return (
    <div className={`layout-width ${styles.page}`}>
      <nav className={styles.breadcrumb} aria-label="当前位置">
        <Link to="/home">首页</Link> › <Link to="/Classify">全部分类</Link> › <span>{shownName}</span>
      </nav>
      <div className={styles.headingRow}>
        <h1 className={styles.heading}>{shownName || '分类商品'}</h1>
        <Link to={productsHref({ cid, name: shownName })} className={styles.headingLink}>
          按价格筛选本分类商品 ›
        </Link>
      </div>
      {tabs.length > 0 && (
        <nav className={styles.siblings} aria-label="子分类">
          <Link
            to={goodsClassifyHref({ id, name: '', cid: id })}
            aria-current={cid === id ? 'page' : undefined}
            className={cid === id ? styles.siblingActive : styles.sibling}
          >
            全部
          </Link>
          {tabs.map((c) => (
            <Link
              key={c.id}
              to={goodsClassifyHref({ id, name: c.name, cid: c.id })}
              aria-current={c.id === cid ? 'page' : undefined}
              className={c.id === cid ? styles.siblingActive : styles.sibling}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      <SortBar value={orderType} onChange={(o) => update({ orderType: o || null, page: null })} />
      <GoodsResults query={goods} page={page} pageSize={size} onPage={setPage} />
    </div>
  );
}
