// 搜索建议 while typing: goods names for the typed text (asked once typing pauses, see
// useSearchSuggestions), each one a search. Nothing while there is nothing to offer.
import { useSearchSuggestions } from '../../../core/search/use-search-suggestions';
import { SearchIcon } from '../../ui/icons/icons';
import styles from './search.module.css';

export function TypedSuggestions({ text, onSearch }: { text: string; onSearch: (word: string) => void }) {
  const suggestions = useSearchSuggestions(text);
  if (suggestions.length === 0) return null;
  return (
    <ul className={styles.suggestions} aria-label="搜索建议">
      {suggestions.map((word) => (
        <li key={word}>
          <button type="button" className={styles.suggestion} onClick={() => onSearch(word)}>
            <SearchIcon width={16} height={16} />
            <span>{word}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
