// Before a search: 历史搜索 (at most SEARCH_HISTORY_MAX, with 清空) and 热门搜索.
import { SEARCH_HISTORY_MAX } from '@storefront/contracts';
import { useSearchHistory } from '../../../core/state/search-history';
import { TrashIcon } from '../../ui/icons/icons';
import { HotWords } from './hot-words';
import { WordChips } from './word-chips';
import styles from './search.module.css';

export function SearchSuggestions({ onSearch }: { onSearch: (word: string) => void }) {
  const { history, clear } = useSearchHistory();
  return (
    <>
      {history.length > 0 && (
        <section className={styles.block} aria-labelledby="history-title">
          <div className={styles.blockHead}>
            <h2 id="history-title" className={styles.blockTitle}>
              历史搜索
            </h2>
            <button type="button" className={styles.clear} onClick={clear} aria-label="清空历史搜索">
              <TrashIcon width={18} height={18} />
            </button>
          </div>
          <WordChips words={history.slice(0, SEARCH_HISTORY_MAX)} onPick={onSearch} />
        </section>
      )}
      <HotWords onSearch={onSearch} />
    </>
  );
}
