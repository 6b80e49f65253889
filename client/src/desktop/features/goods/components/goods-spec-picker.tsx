// The spec groups of /Goods as radio rows: a value no SKU in stock has is disabled (已售罄), a
// chosen value stays clickable so it can be cleared.
import { isValueAvailable, type ResultOf, type Selection } from '@storefront/contracts';
import styles from '../goods.module.css';

type Goods = ResultOf<'getGoods'>;

interface GoodsSpecPickerProps {
  goods: Goods;
  selection: Selection;
  onChoose: (group: string, value: string) => void;
}

export function GoodsSpecPicker({ goods, selection, onChoose }: GoodsSpecPickerProps) {
  return goods.specGroups.map((group) => (
    <div key={group.name} className={styles.specRow} role="radiogroup" aria-label={group.name}>
      <span className={styles.label}>{group.name}</span>
      <div className={styles.specValues}>
        {group.values.map((value) => {
          const available = isValueAvailable(goods.skus, selection, group.name, value);
          const chosen = selection[group.name] === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chosen}
              className={`${styles.specValue} ${chosen ? styles.specChosen : ''}`}
              disabled={!available && !chosen}
              title={available ? undefined : '已售罄'}
              onClick={() => onChoose(group.name, value)}
            >
              {value}
            </button>
          );
        })}
      </div>
    </div>
  ));
}
