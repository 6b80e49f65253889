// One row of the cart: check box, picture, name and spec, unit price, quantity, subtotal, 修改规格, 移入收藏, 删除.
// An invalid line (sold out, off the shelf) is greyed, cannot be checked and says why.
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { formatPrice } from '../../../ui/price/price';
import type { CartItem } from '../../../../core/cart/cart-queries';
import styles from '../cart.module.css';
import { QuantityStepper } from '../../../ui/quantity-stepper/quantity-stepper';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
  /** Opens 修改规格; only valid lines can change their sku. */
  onSpec: () => void;
  /** 移入收藏: the goods is collected and the line leaves the cart. */
  onFavorite: () => void;
}

/** One of a line's 操作, named with the goods for a screen reader. */
function OpButton({
  label,
  name,
  busy,
  onClick,
}: {
  label: string;
  name: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.textButton}
      onClick={onClick}
      disabled={busy}
      aria-label={`${label} ${name}`}
    >
      {label}
    </button>
  );
}

/** 操作: 修改规格 (valid lines only), 移入收藏 and 删除. */
function LineOps(props: Pick<CartLineProps, 'item' | 'busy' | 'onSpec' | 'onFavorite' | 'onDelete'>) {
  const { item, busy, onSpec, onFavorite, onDelete } = props;
  return (
    <span className={styles.colOps}>
      {item.valid && <OpButton label="修改规格" name={item.name} busy={busy} onClick={onSpec} />}
      <OpButton label="移入收藏" name={item.name} busy={busy} onClick={onFavorite} />
      <OpButton label="删除" name={item.name} busy={busy} onClick={onDelete} />
    </span>
  );
}

export function CartLine({ item, busy, onCheck, onQuantity, onDelete, onSpec, onFavorite }: CartLineProps) {
  return (
    <li
      className={`${styles.line} ${item.valid ? '' : styles.invalid}`}
      data-testid={`cart-line-${item.cartId}`}
    >
      <span className={styles.colCheck}>
        {item.valid ? (
          <input
            type="checkbox"
            aria-label={`选择 ${item.name}`}
            checked={item.checked}
            disabled={busy}
            onChange={(e) => onCheck(e.target.checked)}
          />
        ) : (
          <span className={styles.invalidTag}>失效</span>
        )}
      </span>
      <span className={styles.colGoods}>
        <Link to={`/Goods?id=${item.goodsId}`} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
          <LazyImage src={item.picUrl} alt="" width={80} height={80} className={styles.thumb} />
        </Link>
        <span className={styles.goodsText}>
          <Link to={`/Goods?id=${item.goodsId}`} className={styles.goodsName}>
            {item.name}
          </Link>
          {item.specText && <span className={styles.spec}>{item.specText}</span>}
          {!item.valid && item.invalidReason && <span className={styles.reason}>{item.invalidReason}</span>}
          {item.valid && item.stock < 10 && <span className={styles.stockNote}>仅剩{item.stock}件</span>}
        </span>
      </span>
      <span className={styles.colPrice} data-testid="cart-line-price">
        {formatPrice(item.price)}
      </span>
      <span className={styles.colQty}>
        {item.valid ? (
          <QuantityStepper
            value={item.quantity}
            stock={item.stock}
            disabled={busy}
            label={`${item.name} 数量`}
            onChange={onQuantity}
          />
        ) : (
          <span className={styles.muted}>×{item.quantity}</span>
        )}
      </span>
      <span className={`${styles.colSubtotal} ${item.valid ? styles.subtotal : ''}`}>
        {formatPrice(item.price * item.quantity)}
      </span>
      <LineOps item={item} busy={busy} onSpec={onSpec} onFavorite={onFavorite} onDelete={onDelete} />
    </li>
  );
}
