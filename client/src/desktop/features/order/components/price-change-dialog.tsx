// What changed since the shopper looked (core/order/order-changes.ts): the lines old → new and the
// amount due, and a second confirmation before the order is placed at the new amount. A refusal
// (a line sold out or off sale) can only go back to the cart.
import { Link } from 'react-router-dom';
import { lineChangeText, payChangeText, type OrderChange } from '../../../../core/order/order-changes';
import { buttonClass } from '../../../ui/button/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { Modal } from '../../../ui/modal/modal';
import styles from '../order.module.css';

function ChangedLines({ change }: { change: OrderChange }) {
  return (
    <div className={styles.priceChange} data-testid="price-change">
      {change.lines.length > 0 && (
        <ul aria-label="变化的商品">
          {change.lines.map((line) => (
            <li key={line.key}>
              <span className={styles.itemName}>{line.name}</span>
              <span className={styles.muted}>{line.specText}</span>
              <span>{lineChangeText(line)}</span>
            </li>
          ))}
        </ul>
      )}
      {change.payNow !== null && (
        <p>
          应付金额：<strong>{payChangeText(change)}</strong>
        </p>
      )}
    </div>
  );
}

interface PriceChangeDialogProps {
  change: OrderChange | null;
  onAccept: () => void;
  onCancel: () => void;
}

export function PriceChangeDialog({ change, onAccept, onCancel }: PriceChangeDialogProps) {
  if (change?.refusal)
    return (
      <Modal open onOpenChange={(open) => !open && onCancel()} title="订单内容有变化" width={440}>
        <p role="alert">{change.refusal}，请返回购物车重新选择。</p>
        <p className={styles.priceChangeActions}>
          <Link className={buttonClass('primary')} to="/shoppingCart">
            返回购物车
          </Link>
        </p>
      </Modal>
    );
  return (
    <ConfirmDialog
      open={change !== null}
      title="价格有变化"
      message="提交前商品价格或库存有变化，请确认新的金额："
      confirmText="按新金额提交订单"
      cancelText="再看看"
      onConfirm={onAccept}
      onCancel={onCancel}
    >
      {change && <ChangedLines change={change} />}
    </ConfirmDialog>
  );
}
