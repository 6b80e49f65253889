// The frame of the four search pages: heading with the keyword, tabs to the other result types
// (keeping the keyword), and an empty state that suggests the hot words of this type.
import { SEARCH_TYPE_NAMES, type SearchType } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { EmptyState } from '../../../ui/states/empty-state';
import styles from '../search.module.css';
import { useHotSearchWords } from '../../../../core/search/search-queries';

export const SEARCH_PATHS: Record<SearchType, string> = {
  1: '/SearchProduct',
  2: '/SearchArticle',
  3: '/SearchPost',
  4: '/SearchUser',
};
export const searchHref = (type: SearchType, keyword: string) =>
  `${SEARCH_PATHS[type]}?keyword=${encodeURIComponent(keyword)}`;

interface SearchLayoutProps {
  type: SearchType;
  keyword: string;
  children: ReactNode;
}

export function SearchLayout({ type, keyword, children }: SearchLayoutProps) {
  usePageTitle(keyword ? `${keyword} - 搜索${SEARCH_TYPE_NAMES[type]}` : `搜索${SEARCH_TYPE_NAMES[type]}`);
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className={styles.heading}>
        {keyword ? (
          <>
            “<span className={styles.keyword}>{keyword}</span>”的{SEARCH_TYPE_NAMES[type]}搜索结果
          </>
        ) : (
          `搜索${SEARCH_TYPE_NAMES[type]}`
        )}
      </h1>
      <nav className={styles.tabs} aria-label="搜索类型">
        {([1, 2, 3, 4] as const).map((t) => (
          <Link
            key={t}
            to={searchHref(t, keyword)}
            aria-current={t === type ? 'page' : undefined}
            className={t === type ? styles.tabActive : styles.tab}
          >
            {SEARCH_TYPE_NAMES[t]}
          </Link>
        ))}
      </nav>
      {keyword ? children : <NoResults type={type} title="请输入搜索关键词" />}
    </div>
  );
}

/** 没有找到相关结果, with this type's hot words to try instead. */
export function NoResults({ type, title = '没有找到相关结果' }: { type: SearchType; title?: string }) {
  const hot = useHotSearchWords({ searchType: type });
  const words = hot.data ?? [];
  return (
    <EmptyState
      title={title}
      description={words.length > 0 ? '试试这些热门搜索：' : '换个关键词试试'}
      action={
        words.length > 0 && (
          <ul className={styles.hotWords} aria-label="热门搜索">
            {words.slice(0, 10).map((w) => (
              <li key={w.wordName}>
                <Link to={searchHref(type, w.wordName)}>{w.wordName}</Link>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
