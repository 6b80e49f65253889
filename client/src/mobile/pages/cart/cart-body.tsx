// The lines of a cart that has some: the valid ones with check boxes and steppers, the invalid ones
// apart, the price breakdown and the submit bar; every removal asks first.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCartBreakdown } from '../../../core/cart/cart-estimate';
import { cartTotals, withPendingCheck, type CartLine as Line } from '../../../core/cart/cart-lines';
import { useChangeCartQuantity, useCheckCart, useDeleteCart } from '../../../core/cart/cart-mutations';
import { clearInvalid, removeChecked, removeLine, type CartRemoval } from '../../../core/cart/cart-removal';
import { CHECKOUT_ROUTE } from '../../../core/order/checkout-intent';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import styles from './cart.module.css';
import { DeleteSheet } from './delete-sheet';
import { InvalidLines } from './invalid-lines';
import { SubmitBar } from './submit-bar';

export function CartBody({ items, managing }: { items: Line[]; managing: boolean }) {
  const navigate = useNavigate();
  const check = useCheckCart({ onError: toastError });
  const quantity = useChangeCartQuantity({ onError: toastError });
  const remove = useDeleteCart({ onError: toastError, onSuccess: () => showToast('已删除') });
  const [pendingDelete, setPendingDelete] = useState<CartRemoval | null>(null);
  const busy = check.isPending || quantity.isPending || remove.isPending;
  const totals = cartTotals(withPendingCheck(items, check.isPending ? check.variables : undefined));
  const breakdown = useCartBreakdown(totals.amount, totals.count);

  const line = (item: Line) => (
    <CartLine
      key={item.cartId}
      line={item}
      busy={busy}
      onCheck={(checked) => check.mutate({ cartIds: [item.cartId], checked })}
      onQuantity={(q) => quantity.mutate({ cartId: item.cartId, quantity: q })}
      onDelete={() => setPendingDelete(removeLine(item))}
    />
  );

  return (
    <>
      {totals.valid.length > 0 && (
        <ul className={styles.lines} aria-label="购物车商品">
          {totals.valid.map(line)}
        </ul>
      )}
      {totals.invalid.length > 0 && (
        <InvalidLines
          count={totals.invalid.length}
          busy={busy}
          onClear={() => setPendingDelete(clearInvalid(totals.invalid))}
        >
          {totals.invalid.map(line)}
        </InvalidLines>
      )}
      {totals.count > 0 && <CartSummary breakdown={breakdown} />}
      <SubmitBar
        totals={totals}
        breakdown={breakdown}
        managing={managing}
        busy={busy}
        onCheckAll={(checked) => check.mutate({ checked })}
        onSettle={() => void navigate(CHECKOUT_ROUTE)}
        onDeleteChecked={() => setPendingDelete(removeChecked(totals.checked))}
      />
      <DeleteSheet
        removal={pendingDelete}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={(removal) =>
          remove.mutate({ cartIds: removal.ids }, { onSettled: () => setPendingDelete(null) })
        }
      />
    </>
  );
}
