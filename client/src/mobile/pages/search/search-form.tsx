// The search box: 返回, the field (at most SEARCH_TEXT_MAX characters) and 搜索; errors in Chinese
// under it, tied to the field so screen readers announce them.
import { SEARCH_TEXT_MAX } from '@storefront/contracts';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackIcon, SearchIcon } from '../../ui/icons/icons';
import styles from './search.module.css';

interface Props {
  initial: string;
  error: string | null;
  onSearch: (value: string) => void;
  /** Each change of the text, for the suggestions. */
  onType?: (value: string) => void;
}

export function SearchForm({ initial, error, onSearch, onType }: Props) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const location = useLocation();
  const errorId = useId();
  return (
    <header className={styles.top}>
      <button
        type="button"
        className={styles.back}
        aria-label="返回"
        onClick={() => void (location.key !== 'default' ? navigate(-1) : navigate('/', { replace: true }))}
      >
        <BackIcon />
      </button>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value);
        }}
      >
        <label className={styles.field}>
          <SearchIcon width={18} height={18} />
          <input
            type="search"
            name="keyword"
            className={styles.input}
            value={value}
            maxLength={SEARCH_TEXT_MAX}
            placeholder="搜索商品"
            aria-label="搜索商品"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            enterKeyHint="search"
            autoComplete="off"
            autoFocus={!initial}
            onChange={(event) => {
              setValue(event.target.value);
              onType?.(event.target.value);
            }}
          />
        </label>
        <button type="submit" className={styles.submit}>
          搜索
        </button>
      </form>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </header>
  );
}
