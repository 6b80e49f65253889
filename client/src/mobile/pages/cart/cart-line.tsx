// One line of the phone cart: check box, picture, name (a link to the goods), spec, price and
// stepper; swiping it left shows 删除 (管理 mode deletes checked lines without a swipe). An invalid line is greyed, says why and cannot be checked.
import { Link } from 'react-router-dom';
import { mobileGoodsPath } from '../../ui/goods-card/goods-card';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { SwipeAction } from '../../ui/swipe-action/swipe-action';
import styles from './cart.module.css';
import { quantityBounds } from '@storefront/contracts';
import type { CartLine as Line } from '../../../core/cart/cart-lines';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  line: Line;
  busy: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
}

export function CartLine({ line, busy, onCheck, onQuantity, onDelete }: CartLineProps) {
  const { min, max } = quantityBounds(line.stock);
  return (
    <li className={`${styles.line} ${line.valid ? '' : styles.invalid}`} data-testid="cart-line">
      <SwipeAction
        rightActions={[
          {
            key: 'delete',
            text: (
              <>
                删除<span className="visually-hidden"> {line.name}</span>
              </>
            ),
            // antd's danger red is too light for white text (3.6:1); the shop's dark red reads.
            color: 'var(--m-red-dark)',
            onClick: onDelete,
          },
        ]}
      >
        <div className={styles.lineBody}>
          {line.valid ? (
            <label className={styles.checkBox}>
              <input
                type="checkbox"
                className={styles.check}
                aria-label={`选择 ${line.name}`}
                checked={line.checked}
                disabled={busy}
                onChange={(e) => onCheck(e.target.checked)}
              />
            </label>
          ) : (
            <span className={styles.invalidTag}>失效</span>
          )}
          <Link className={styles.thumb} to={mobileGoodsPath(line.goodsId)} tabIndex={-1} aria-hidden="true">
            <Image src={line.picUrl} alt="" width={88} height={88} />
          </Link>
          <div className={styles.info}>
            <Link className={styles.name} to={mobileGoodsPath(line.goodsId)}>
              {line.name}
            </Link>
            {line.specText && <span className={styles.spec}>{line.specText}</span>}
            {!line.valid && <span className={styles.reason}>{line.invalidReason ?? '商品已失效'}</span>}
            {line.valid && line.stock < 10 && <span className={styles.stockNote}>仅剩{line.stock}件</span>}
            <div className={styles.priceRow}>
              <Price fen={line.price} size="sm" />
              {line.valid ? (
                <QuantityStepper
                  value={line.quantity}
                  min={min}
                  max={max}
                  label={line.name}
                  disabled={busy}
                  onChange={onQuantity}
                />
              ) : (
                <span className={styles.muted}>×{line.quantity}</span>
              )}
            </div>
          </div>
        </div>
      </SwipeAction>
    </li>
  );
}
