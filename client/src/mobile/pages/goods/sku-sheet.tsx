// 选择规格: the SKU sheet. Its picture, price and stock follow the choice; every spec group is a
// radio group; the stepper runs from 1 to the stock and the cart limit. 确定 hands the chosen line
// to the page, or says what is still missing.
import { useState } from 'react';
import { Sheet } from '../../ui/sheet/sheet';
import { Stepper } from '../../ui/stepper/stepper';
import styles from './sku-sheet.module.css';
import { SkuSheetFooter, SkuSheetHead, SpecGroups } from './sku-sheet-parts';
import { purchasableSku } from '../../../core/goods/purchasable-sku';
import type { GoodsDetail, GoodsSku, SkuChoice } from '../../../core/goods/use-sku-choice';

/** What the sheet was opened for: 确定 adds to the cart, buys now, or (规格 row) both are offered. */
export type SheetMode = 'cart' | 'buy' | 'choose';

export interface ChosenLine {
  sku: GoodsSku;
  quantity: number;
}

interface SkuSheetProps {
  goods: GoodsDetail;
  choice: SkuChoice;
  open: boolean;
  mode: SheetMode;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (action: 'cart' | 'buy', line: ChosenLine) => void;
}

function QuantityRow({ choice }: { choice: SkuChoice }) {
  const { quantity, bounds, stock } = choice;
  return (
    <>
      <div className={styles.quantityRow}>
        <span className={styles.groupName} aria-hidden="true">
          购买数量
        </span>
        <Stepper
          value={quantity}
          min={bounds.min}
          max={bounds.max}
          label="购买数量"
          disabled={stock <= 0}
          onChange={choice.setQuantity}
        />
      </div>
      {bounds.max > 1 && quantity >= bounds.max && (
        <p className={styles.note}>
          {bounds.max < stock ? `每件商品最多购买${bounds.max}件` : `库存仅剩${stock}件`}
        </p>
      )}
    </>
  );
}

export function SkuSheet({ goods, choice, open, mode, busy = false, onClose, onConfirm }: SkuSheetProps) {
  const [hint, setHint] = useState('');

  const confirm = (action: 'cart' | 'buy') => {
    const purchase = purchasableSku(choice);
    if (!purchase.sku) return setHint(purchase.refusal);
    setHint('');
    onConfirm(action, { sku: purchase.sku, quantity: choice.quantity });
  };

  const footer = <SkuSheetFooter mode={mode} soldOut={choice.stock <= 0} busy={busy} onConfirm={confirm} />;
  return (
    <Sheet open={open} onClose={onClose} title="选择规格" footer={footer}>
      <SkuSheetHead goods={goods} choice={choice} />
      <SpecGroups goods={goods} choice={choice} onChosen={() => setHint('')} />
      <QuantityRow choice={choice} />
      {hint && (
        <p className={styles.hint} role="alert">
          {hint}
        </p>
      )}
    </Sheet>
  );
}
