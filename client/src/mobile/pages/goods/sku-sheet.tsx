// 选择规格: the SKU sheet. Its picture, price and stock follow the choice; every spec group is a
// radio group (values no SKU in stock has are disabled); the stepper runs from 1 to the stock and
// the cart limit. 确定 hands the chosen line to the page, or says what is still missing.
import { useState } from 'react';
import { Sheet } from '../../ui/sheet/sheet';
import styles from './sku-sheet.module.css';
import { QuantityRow, SkuSheetFooter, SkuSheetHead, SpecGroups } from './sku-sheet-parts';
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

export function SkuSheet({ goods, choice, open, mode, busy = false, onClose, onConfirm }: SkuSheetProps) {
  const [hint, setHint] = useState('');
  const { sku, missing, quantity } = choice;

  const confirm = (action: 'cart' | 'buy') => {
    if (missing.length > 0 || !sku) return setHint(`请选择 ${missing.join(' ') || '规格'}`);
    if (sku.stock <= 0) return setHint('该规格已售罄，请选择其他规格');
    setHint('');
    onConfirm(action, { sku, quantity });
  };

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="选择规格"
      footer={<SkuSheetFooter mode={mode} soldOut={choice.stock <= 0} busy={busy} confirm={confirm} />}
    >
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
