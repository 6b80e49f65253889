// A row of words as round buttons, each one a search (历史搜索, 热门搜索); the first `hot` marked.
// The markup is core's, shared with the desktop's search box; the look is the phone's.
import { WordChips as CoreWordChips } from '../../../core/search/word-chips';
import styles from './search.module.css';

interface WordChipsProps {
  words: readonly string[];
  onPick: (word: string) => void;
  hot?: number;
}

export function WordChips({ words, onPick, hot = 0 }: WordChipsProps) {
  return (
    <CoreWordChips
      words={words}
      onPick={onPick}
      listClass={styles.chips}
      chipClass={(i) => (i < hot ? `${styles.chip} ${styles.hot}` : styles.chip)}
    />
  );
}
