// A row of search words as buttons (history, hot words), unstyled: each face passes its classes.
// One markup for both faces' search panels, so the list is not written once per face.
interface WordChipsProps {
  words: readonly string[];
  onPick: (word: string) => void;
  listClass: string | undefined;
  /** The chip's class; the index lets a face mark the hottest words. */
  chipClass: (index: number) => string | undefined;
  label?: string;
}

export function WordChips({ words, onPick, listClass, chipClass, label }: WordChipsProps) {
  return (
    <ul className={listClass} aria-label={label}>
      {words.map((word, index) => (
        <li key={word}>
          <button type="button" className={chipClass(index)} onClick={() => onPick(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
