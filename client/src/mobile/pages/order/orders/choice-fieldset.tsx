// A titled set of one-of-many rows (text on the left, the radio at the row's end), as the after-sale
// sheets ask for a refund type or a reason.
import styles from './orders.module.css';

interface ChoiceFieldsetProps<T extends string> {
  legend: string;
  /** The radios' group name, unique on the page. */
  name: string;
  choices: readonly T[];
  chosen: T | null;
  onChoose: (choice: T) => void;
  /** The text a choice shows; the choice itself by default. */
  textOf?: (choice: T) => string;
}

export function ChoiceFieldset<T extends string>({
  legend,
  name,
  choices,
  chosen,
  onChoose,
  textOf = (choice) => choice,
}: ChoiceFieldsetProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.cardTitle}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className={styles.reason}>
          <span>{textOf(choice)}</span>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={chosen === choice}
            onChange={() => onChoose(choice)}
          />
        </label>
      ))}
    </fieldset>
  );
}
