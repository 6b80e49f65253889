// The 规格 row (what is chosen, or what is still missing; opens the sheet) and the services.
import type { GoodsDetail, SkuChoice } from '../../../core/goods/use-sku-choice';
import styles from './goods.module.css';

export function GoodsSpecCard({
  goods,
  choice,
  onChoose,
}: {
  goods: GoodsDetail;
  choice: SkuChoice;
  onChoose: () => void;
}) {
  return (
    <section className={styles.card}>
      <button type="button" className={styles.row} onClick={onChoose} aria-haspopup="dialog">
        <span className={styles.rowLabel}>规格</span>
        <span className={styles.rowValue}>
          {choice.missing.length > 0
            ? `请选择 ${choice.missing.join(' ')}`
            : `已选 ${choice.sku?.specText ?? ''} ×${choice.quantity}`}
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ›
        </span>
      </button>
      {goods.services.length > 0 && (
        <div className={styles.row}>
          <span className={styles.rowLabel}>服务</span>
          <span className={styles.rowValue}>{goods.services.join(' · ')}</span>
        </div>
      )}
    </section>
  );
}
