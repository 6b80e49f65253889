// A row of words as round buttons, each one a search (历史搜索, 热门搜索); the first `hot` marked.
import styles from './search.module.css';

interface WordChipsProps {
  words: readonly string[];
  onPick: (word: string) => void;
  hot?: number;
}

export function WordChips({ words, onPick, hot = 0 }: WordChipsProps) {
  return (
    <ul className={styles.chips}>
      {words.map((word, i) => (
        <li key={word}>
          <button
            type="button"
            className={i < hot ? `${styles.chip} ${styles.hot}` : styles.chip}
            onClick={() => onPick(word)}
          >
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
