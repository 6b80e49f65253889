// 热门搜索: the shop's hot words for goods, each one a search.
import { SEARCH_TYPES } from '@storefront/contracts';
import { useHotSearchWords } from '../../../core/search/search-queries';
import { WordChips } from './word-chips';
import styles from './search.module.css';

export function HotWords({
  onSearch,
  title = '热门搜索',
}: {
  onSearch: (word: string) => void;
  title?: string;
}) {
  const words = useHotSearchWords({ searchType: SEARCH_TYPES.product });
  const list = (words.data ?? []).map((w) => w.wordName);
  if (list.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="hot-words-title">
      <h2 id="hot-words-title" className={styles.blockTitle}>
        {title}
      </h2>
      <WordChips words={list} onPick={onSearch} hot={3} />
    </section>
  );
}
