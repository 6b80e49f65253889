// The classify mega menu (first-level categories; children as picture + name, type 4 hidden) and
// the article-category list, both from getNewCategoryList.
import { HIDDEN_CATEGORY_TYPE, type ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { goodsClassifyHref } from '../../../ui/links/site-links';
import styles from './nav-bar.module.css';

type NavData = ResultOf<'getNewCategoryList'>;
type Category = NavData['goodsNav'][number];

/** Children shown in the menu: every child except the hidden type 4 (see docs/product-rules.md). */
export const visibleChildren = (category: Pick<Category, 'childGoodsNavList'>) =>
  category.childGoodsNavList.filter((child) => child.type !== HIDDEN_CATEGORY_TYPE);

/** A child's goods page: the same query /Classify builds (first level `id`, the child as `cid`). */
export const categoryUrl = (child: { id: number; name: string }, parentId: number) =>
  goodsClassifyHref({ id: parentId, name: child.name, cid: child.id });

interface MenuProps {
  onNavigate: () => void;
}

export function ClassifyMenu({ categories, onNavigate }: MenuProps & { categories: Category[] }) {
  const [activeId, setActiveId] = useState<number | null>(categories[0]?.id ?? null);
  const active = categories.find((c) => c.id === activeId) ?? categories[0];
  if (!active) return <p className={styles.menuEmpty}>分类加载中...</p>;
  const children = visibleChildren(active);
  return (
    <div className={styles.mega}>
      <ul className={styles.megaList} aria-label="一级分类">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/Classify?id=${category.id}`}
              className={`${styles.megaParent} ${category.id === active.id ? styles.megaParentActive : ''}`}
              onMouseEnter={() => setActiveId(category.id)}
              onFocus={() => setActiveId(category.id)}
              onClick={onNavigate}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.megaChildren}>
        <h3 className={styles.megaTitle}>
          <Link to={`/Classify?id=${active.id}`} onClick={onNavigate}>
            {active.name}
          </Link>
        </h3>
        {children.length === 0 ? (
          <p className={styles.menuEmpty}>暂无子分类</p>
        ) : (
          <ul className={styles.megaGrid}>
            {children.map((child) => (
              <li key={child.id}>
                <Link to={categoryUrl(child, active.id)} className={styles.megaChild} onClick={onNavigate}>
                  <LazyImage
                    src={child.picUrl}
                    alt=""
                    width={64}
                    height={64}
                    className={styles.megaPic}
                    eager
                  />
                  <span>{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function ArticleMenu({ categories, onNavigate }: MenuProps & { categories: NavData['articleNav'] }) {
  if (categories.length === 0) return <p className={styles.menuEmpty}>暂无文章分类</p>;
  return (
    <ul className={styles.articleList}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/article?id=${category.id}`} onClick={onNavigate}>
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
