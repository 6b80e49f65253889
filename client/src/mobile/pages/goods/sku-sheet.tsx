// 选择规格: the SKU sheet. Its picture, price and stock follow the choice; every spec group is a
// radio group (values no SKU in stock has are disabled); the stepper runs from 1 to the stock and
// the cart limit. 确定 hands the chosen line to the page, or says what is still missing.
import { shownPrice } from '@storefront/contracts';
import { useId, useState } from 'react';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { Sheet } from '../../ui/sheet/sheet';
import { Stepper } from '../../ui/stepper/stepper';
import priceLine from './price-line.module.css';
import styles from './sku-sheet.module.css';
import { SpecValueButton } from './spec-value-button';
import type { GoodsDetail, GoodsSku, SkuChoice } from './use-sku-choice';

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
  const idBase = useId();
  const { sku, stock, quantity, bounds, missing } = choice;
  const { price, originalPrice, flash } = shownPrice(goods, sku);
  const soldOut = stock <= 0;

  const confirm = (action: 'cart' | 'buy') => {
    if (missing.length > 0 || !sku) {
      setHint(`请选择 ${missing.join(' ') || '规格'}`);
      return;
    }
    if (sku.stock <= 0) {
      setHint('该规格已售罄，请选择其他规格');
      return;
    }
    setHint('');
    onConfirm(action, { sku, quantity });
  };

  const footer = soldOut ? (
    <button type="button" className={styles.confirm} disabled>
      已售罄
    </button>
  ) : mode === 'choose' ? (
    <div className={styles.pair}>
      <button type="button" className={styles.cart} disabled={busy} onClick={() => confirm('cart')}>
        加入购物车
      </button>
      <button type="button" className={styles.confirm} disabled={busy} onClick={() => confirm('buy')}>
        立即购买
      </button>
    </div>
  ) : (
    <button type="button" className={styles.confirm} disabled={busy} onClick={() => confirm(mode)}>
      确定
    </button>
  );

  return (
    <Sheet open={open} onClose={onClose} title="选择规格" footer={footer}>
      <div className={styles.head}>
        <Image className={styles.picture} src={sku?.picUrl ?? goods.picUrl} alt="" />
        <div className={styles.summary}>
          <span className={priceLine.priceLine}>
            {flash && <span className={priceLine.flashTag}>抢购价</span>}
            <Price fen={price} originalFen={originalPrice} size="lg" />
          </span>
          <span className={styles.stock} data-testid="sku-stock">
            {soldOut ? '已售罄' : `库存${stock}件`}
          </span>
          <span className={styles.chosen}>
            {missing.length > 0 ? `请选择 ${missing.join(' ')}` : `已选 ${sku?.specText ?? ''}`}
          </span>
        </div>
      </div>

      {goods.specGroups.map((group, groupIndex) => (
        <div key={group.name} className={styles.group}>
          <h3 className={styles.groupName} id={`${idBase}-${groupIndex}`}>
            {group.name}
          </h3>
          <div className={styles.values} role="radiogroup" aria-labelledby={`${idBase}-${groupIndex}`}>
            {group.values.map((value) => (
              <SpecValueButton
                key={value}
                value={value}
                chosen={choice.selection[group.name] === value}
                available={choice.isAvailable(group.name, value)}
                onChoose={() => {
                  choice.choose(group.name, value);
                  setHint('');
                }}
              />
            ))}
          </div>
        </div>
      ))}

      <div className={styles.quantityRow}>
        <span className={styles.groupName} aria-hidden="true">
          购买数量
        </span>
        <Stepper
          value={quantity}
          min={bounds.min}
          max={bounds.max}
          label="购买数量"
          disabled={soldOut}
          onChange={choice.setQuantity}
        />
      </div>
      {bounds.max > 1 && quantity >= bounds.max && (
        <p className={styles.note}>
          {bounds.max < stock ? `每件商品最多购买${bounds.max}件` : `库存仅剩${stock}件`}
        </p>
      )}
      {hint && (
        <p className={styles.hint} role="alert">
          {hint}
        </p>
      )}
    </Sheet>
  );
}
