// 热门搜索: the shop's hot words for goods, each one a search.
import { SEARCH_TYPES } from '@storefront/contracts';
import { useHotSearchWords } from '../../../core/search/search-queries';
import styles from './search.module.css';

export function HotWords({
  onSearch,
  title = '热门搜索',
}: {
  onSearch: (word: string) => void;
  title?: string;
}) {
  const words = useHotSearchWords({ searchType: SEARCH_TYPES.product });
  const list = words.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="hot-words-title">
      <h2 id="hot-words-title" className={styles.blockTitle}>
        {title}
      </h2>
      <ul className={styles.chips}>
        {list.map(({ wordName }, i) => (
          <li key={wordName}>
            <button
              type="button"
              className={i < 3 ? `${styles.chip} ${styles.hot}` : styles.chip}
              onClick={() => onSearch(wordName)}
            >
              {wordName}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
