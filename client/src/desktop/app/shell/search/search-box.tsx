// The header search (see docs/product-rules.md): type selector, a box of at most 100 characters whose focus opens
// history (with 清空) and the hot words of the current type, and while typing remote suggestions above
// them; `compact` is the pinned nav's box.
import { SEARCH_HISTORY_MAX, SEARCH_TEXT_MAX, type SearchType } from '@storefront/contracts';
import { useAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { WordChips } from '../../../../core/search/word-chips';
import { useSearchHistory } from '../../../../core/state/search-history';
import { SearchIcon, TrashIcon } from '../../../ui/icons/icons';
import styles from './search-box.module.css';
import { searchPlaceholder, searchTextAtom, searchTypeAtom } from './search-type';
import { SearchTypeMenu } from './search-type-menu';
import { useSearchSubmit } from './use-search-submit';
import { useSearchSuggestions } from '../../../../core/search/use-search-suggestions';
import { useHotSearchWords } from '../../../../core/search/search-queries';

interface SearchBoxProps {
  variant?: 'full' | 'compact';
}

export function useHotWords(type: SearchType) {
  const hot = useHotSearchWords({ searchType: type }, { retry: false, staleTime: 5 * 60_000 });
  return hot.data?.map((word) => word.wordName) ?? [];
}

interface SearchPanelProps {
  id: string;
  suggestions: string[];
  history: string[];
  hotWords: string[];
  onClear: () => void;
  onPick: (word: string) => void;
}

/** Below the box while it has focus: suggestions for the text, the history, the hot words. */
function SearchPanel({ id, suggestions, history, hotWords, onClear, onPick }: SearchPanelProps) {
  return (
    // mousedown would blur the input before a click lands, so the panel keeps the focus.
    <div id={id} className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
      {suggestions.length > 0 && (
        <section aria-label="搜索建议">
          <ul className={styles.suggestions}>
            {suggestions.map((word) => (
              <li key={word}>
                <button type="button" className={styles.suggestion} onClick={() => onPick(word)}>
                  <SearchIcon size={14} />
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {history.length > 0 && (
        <section aria-label="历史搜索">
          <header className={styles.panelHead}>
            <h2>历史搜索</h2>
            <button type="button" className={styles.clear} onClick={onClear}>
              <TrashIcon size={14} />
              清空
            </button>
          </header>
          <WordChips words={history} onPick={onPick} listClass={styles.chips} chipClass={() => styles.chip} />
        </section>
      )}
      {hotWords.length > 0 && (
        <section aria-label="热门搜索">
          <header className={styles.panelHead}>
            <h2>热门搜索</h2>
          </header>
          <WordChips
            words={hotWords}
            onPick={onPick}
            listClass={styles.chips}
            chipClass={(index) => `${styles.chip} ${index < 3 ? styles.hotChip : ''}`}
          />
        </section>
      )}
    </div>
  );
}

/** Under the full box: the first eight hot words, the hottest marked. */
function HotLine({ words, onPick }: { words: string[]; onPick: (word: string) => void }) {
  if (words.length === 0) return null;
  return (
    <WordChips
      words={words.slice(0, 8)}
      onPick={onPick}
      listClass={styles.hotLine}
      chipClass={(index) => (index === 0 ? styles.hotFirst : undefined)}
      label="热门搜索词"
    />
  );
}

export function SearchBox({ variant = 'full' }: SearchBoxProps) {
  const [type, setType] = useAtom(searchTypeAtom);
  const [text, setText] = useAtom(searchTextAtom);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const { history, clear } = useSearchHistory();
  const hotWords = useHotWords(type);
  const submit = useSearchSubmit();
  const suggestions = useSearchSuggestions(text);

  const search = (value: string) => {
    if (submit(type, value)) {
      setText(value.trim());
      setOpen(false);
      inputRef.current?.blur();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const shownHistory = history.slice(0, SEARCH_HISTORY_MAX);
  const panelVisible = open && (suggestions.length > 0 || shownHistory.length > 0 || hotWords.length > 0);
  const compact = variant === 'compact';

  return (
    <div className={`${styles.root} ${compact ? styles.compact : ''}`}>
      <form className={styles.form} role="search" onSubmit={onSubmit}>
        <SearchTypeMenu value={type} onChange={setType} />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={searchPlaceholder(type)}
          aria-label={searchPlaceholder(type)}
          // A search box that opens a panel of suggestions is a combobox: only that role may carry aria-expanded.
          role="combobox"
          aria-expanded={panelVisible}
          aria-controls={panelId}
          autoComplete="off"
          onChange={(event) => setText(event.target.value.slice(0, SEARCH_TEXT_MAX))}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label="搜索">
          <SearchIcon size={compact ? 18 : 20} />
          {!compact && <span>搜索</span>}
        </button>
      </form>
      {panelVisible && (
        <SearchPanel
          id={panelId}
          suggestions={suggestions}
          history={shownHistory}
          hotWords={hotWords}
          onClear={clear}
          onPick={search}
        />
      )}
      {!compact && <HotLine words={hotWords} onPick={search} />}
    </div>
  );
}
