// A row of words as round buttons, each one a search (历史搜索, 热门搜索); the first `hot` marked.
import type { MouseEvent } from 'react';
import styles from './search.module.css';

interface WordChipsProps {
  words: readonly string[];
  onPick: (word: string) => void;
  hot?: number;
}

export function WordChips({ words, onPick, hot = 0 }: WordChipsProps) {
  // One handler for the row: each button carries its word as its value.
  const pick = (event: MouseEvent<HTMLButtonElement>) => onPick(event.currentTarget.value);
  return (
    <ul className={styles.chips}>
      {words.map((word, i) => (
        <li key={word}>
          <button
            type="button"
            value={word}
            className={`${styles.chip} ${i < hot ? styles.hot : ''}`}
            onClick={pick}
          >
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
