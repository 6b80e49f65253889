// One value of a spec group in the spec sheet (375g, 红色 …): a radio of its group, marked when
// chosen, off when no SKU with it is in stock (said to screen readers as 已售罄).
import styles from './sku-sheet.module.css';

interface SpecValueButtonProps {
  value: string;
  chosen: boolean;
  available: boolean;
  onChoose: () => void;
}

export function SpecValueButton({ value, chosen, available, onChoose }: SpecValueButtonProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={chosen}
      disabled={!available && !chosen}
      className={chosen ? `${styles.value} ${styles.valueChosen}` : styles.value}
      onClick={onChoose}
    >
      {value}
      {!available && <span className="visually-hidden">（已售罄）</span>}
    </button>
  );
}
