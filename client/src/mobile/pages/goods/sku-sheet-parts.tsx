// The SKU sheet's parts: its head (picture, price, stock, what is chosen), the spec groups (one
// radio group each; values no SKU in stock has are disabled), and the footer's buttons.
import { shownPrice } from '@storefront/contracts';
import { useId, type MouseEvent } from 'react';
import { chooseSpecsText } from '../../../core/goods/purchasable-sku';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import priceLine from './price-line.module.css';
import styles from './sku-sheet.module.css';
import { SpecValueButton } from './spec-value-button';
import type { GoodsDetail, SkuChoice } from '../../../core/goods/use-sku-choice';

export function SkuSheetHead({ goods, choice }: { goods: GoodsDetail; choice: SkuChoice }) {
  const { sku, stock, missing } = choice;
  const { price, originalPrice, flash } = shownPrice(goods, sku);
  return (
    <div className={styles.head}>
      <Image className={styles.picture} src={sku?.picUrl ?? goods.picUrl} alt="" />
      <div className={styles.summary}>
        <span className={priceLine.priceLine}>
          {flash && <span className={priceLine.flashTag}>抢购价</span>}
          <Price fen={price} originalFen={originalPrice} size="lg" />
        </span>
        <span className={styles.stock} data-testid="sku-stock">
          {stock <= 0 ? '已售罄' : `库存${stock}件`}
        </span>
        <span className={styles.chosen}>
          {missing.length > 0 ? chooseSpecsText(missing) : `已选 ${sku?.specText ?? ''}`}
        </span>
      </div>
    </div>
  );
}

interface SpecGroupsProps {
  goods: GoodsDetail;
  choice: SkuChoice;
  onChosen: () => void;
}

export function SpecGroups({ goods, choice, onChosen }: SpecGroupsProps) {
  const idBase = useId();
  return goods.specGroups.map((group, groupIndex) => (
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
              onChosen();
            }}
          />
        ))}
      </div>
    </div>
  ));
}

interface FooterProps {
  mode: 'cart' | 'buy' | 'choose';
  soldOut: boolean;
  busy: boolean;
  onConfirm: (action: 'cart' | 'buy') => void;
}

export function SkuSheetFooter({ mode, soldOut, busy, onConfirm }: FooterProps) {
  // The second tap of a double tap (detail 2) is not a second confirm, however late it lands: on a
  // busy phone the first add can be over, and the button enabled again, before the sheet has closed.
  const confirmOnce = (action: 'cart' | 'buy') => (event: MouseEvent) => {
    if (event.detail < 2) onConfirm(action);
  };
  if (soldOut)
    return (
      <button type="button" className={styles.confirm} disabled>
        已售罄
      </button>
    );
  if (mode === 'choose')
    return (
      <div className={styles.pair}>
        <button type="button" className={styles.cart} disabled={busy} onClick={confirmOnce('cart')}>
          加入购物车
        </button>
        <button type="button" className={styles.confirm} disabled={busy} onClick={confirmOnce('buy')}>
          立即购买
        </button>
      </div>
    );
  return (
    <button type="button" className={styles.confirm} disabled={busy} onClick={confirmOnce(mode)}>
      确定
    </button>
  );
}
