// /Classify/products: every listed product (optionally of one category `cid`), filtered by a
// price range in yuan and sorted, with paging. With a category, its path (first level › child) is
// shown as a breadcrumb whose steps open this page for that category.
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { productsHref } from '../../ui/links/site-links';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { categoryPath } from './category-path';
import { GoodsResults } from './components/goods-results';
import { SortBar } from './components/sort-bar';
import { parseUrlId } from '../../../core/router/url-id';
import { useListParams } from './use-list-params';
import styles from './category.module.css';
import { useCategoryProducts, useCategoryTree } from '../../../core/goods/goods-queries';
import { priceRangeProblem, yuanToFen } from '../../../core/goods/price-range';

interface CategoryTrailProps {
  cid: number | null;
  path: ReadonlyArray<{ id: number; name: string }>;
  categoryName: string;
}

/** 首页 › 全部商品 › the category's ancestors › the category. */
function CategoryTrail({ cid, path, categoryName }: CategoryTrailProps) {
  return (
    <nav className={styles.breadcrumb} aria-label="当前位置">
      <Link to="/home">首页</Link> ›{' '}
      {cid === null ? (
        <span aria-current="page">全部商品</span>
      ) : (
        <>
          <Link to={productsHref()}>全部商品</Link>
          {path.slice(0, -1).map((step) => (
            <span key={step.id}>
              {' '}
              › <Link to={productsHref({ cid: step.id, name: step.name })}>{step.name}</Link>
            </span>
          ))}{' '}
          › <span aria-current="page">{categoryName || '本分类'}</span>
        </>
      )}
    </nav>
  );
}

export default function ProductsPage() {
  const { params, page, size, orderType, update, setPage } = useListParams();
  const cid = parseUrlId(params.get('cid'));
  const tree = useCategoryTree(undefined, { enabled: cid !== null });
  const path = cid !== null && tree.data ? categoryPath(tree.data, cid) : [];
  const categoryName = path.at(-1)?.name ?? (cid !== null ? (params.get('name') ?? '') : '');
  usePageTitle(categoryName ? `${categoryName} - 商品列表` : '商品列表');
  const minText = params.get('min') ?? '';
  const maxText = params.get('max') ?? '';
  const [min, setMin] = useState(minText);
  const [max, setMax] = useState(maxText);
  const [error, setError] = useState('');
  const minPrice = yuanToFen(minText);
  const maxPrice = yuanToFen(maxText);
  const query = useCategoryProducts(
    {
      pageNum: page,
      pageSize: size,
      orderType,
      ...(cid ? { cid } : {}),
      ...(minPrice !== undefined ? { minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
    },
    { placeholderData: keepPreviousData },
  );

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const problem = priceRangeProblem(min, max);
    setError(problem ?? '');
    if (problem) return;
    update({ min: min.trim() || null, max: max.trim() || null, page: null });
  };

  return (
    <div className={`layout-width ${styles.page}`}>
      <CategoryTrail cid={cid} path={path} categoryName={categoryName} />
      <h1 className={styles.heading}>{categoryName || '商品列表'}</h1>
      <SortBar value={orderType} onChange={(o) => update({ orderType: o || null, page: null })}>
        <form className={styles.priceFilter} onSubmit={applyPrice} aria-label="价格筛选">
          <PriceBound label="最低价（元）" placeholder="¥ 最低价" value={min} onChange={setMin} />
          <span aria-hidden="true">-</span>
          <PriceBound label="最高价（元）" placeholder="¥ 最高价" value={max} onChange={setMax} />
          <button type="submit">确定</button>
          {error && (
            <span role="alert" className={styles.filterError}>
              {error}
            </span>
          )}
        </form>
      </SortBar>
      <GoodsResults
        query={query}
        page={page}
        pageSize={size}
        emptyText="没有符合条件的商品"
        onPage={setPage}
      />
    </div>
  );
}

interface PriceBoundProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** One end of the price filter, in yuan as typed. */
function PriceBound({ label, placeholder, value, onChange }: PriceBoundProps) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
