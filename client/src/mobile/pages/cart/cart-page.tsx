// /m/cart (购物车): the lines with check boxes and steppers, swipe to delete, 全选, a submit bar with
// the checked total and 结算 (n); invalid lines set apart; an empty cart points to the shop and a
// visitor is asked to log in (and comes back here). 管理 deletes the checked lines.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useChangeCartQuantity, useCheckCart, useDeleteCart } from '../../../core/cart/cart-mutations';
import { useCartList } from '../../../core/cart/cart-queries';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { isLoggedInAtom } from '../../../core/state/session';
import { CHECKOUT_ROUTE } from '../../app/checkout-intent';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Sheet } from '../../ui/sheet/sheet';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import linkButton from '../../ui/link-button/link-button.module.css';
import { clearInvalid, removeChecked, removeLine, type CartRemoval } from '../../../core/cart/cart-removal';
import styles from './cart.module.css';
import { CartLine } from './cart-line';
import { cartTotals, withPendingCheck, type CartLine as Line } from '../../../core/cart/cart-lines';
import { SubmitBar } from './submit-bar';

const tell = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error));
};

function CartLines({ items, managing }: { items: Line[]; managing: boolean }) {
  const navigate = useNavigate();
  const check = useCheckCart({ onError: tell });
  const quantity = useChangeCartQuantity({ onError: tell });
  const remove = useDeleteCart({ onError: tell, onSuccess: () => showToast('已删除') });
  const [pendingDelete, setPendingDelete] = useState<CartRemoval | null>(null);
  const busy = check.isPending || quantity.isPending || remove.isPending;
  const totals = cartTotals(withPendingCheck(items, check.isPending ? check.variables : undefined));

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
        <section className={styles.invalidBlock} aria-labelledby="cart-invalid">
          <div className={styles.invalidHead}>
            <h2 id="cart-invalid">失效商品（{totals.invalid.length}）</h2>
            <button
              type="button"
              className={styles.textButton}
              disabled={busy}
              onClick={() => setPendingDelete(clearInvalid(totals.invalid))}
            >
              清空失效商品
            </button>
          </div>
          <ul className={styles.lines} aria-label="失效商品">
            {totals.invalid.map(line)}
          </ul>
        </section>
      )}
      <SubmitBar
        totals={totals}
        managing={managing}
        busy={busy}
        onCheckAll={(checked) => check.mutate({ checked })}
        onSettle={() => void navigate(CHECKOUT_ROUTE)}
        onDeleteChecked={() => setPendingDelete(removeChecked(totals.checked))}
      />
      <Sheet open={pendingDelete !== null} onClose={() => setPendingDelete(null)} title="删除商品">
        <p className={styles.confirmText}>{pendingDelete?.text}</p>
        <div className={styles.confirmActions}>
          <button type="button" className={styles.secondaryButton} onClick={() => setPendingDelete(null)}>
            取消
          </button>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={remove.isPending}
            onClick={() =>
              pendingDelete &&
              remove.mutate({ cartIds: pendingDelete.ids }, { onSettled: () => setPendingDelete(null) })
            }
          >
            删除
          </button>
        </div>
      </Sheet>
    </>
  );
}

function Cart({ managing }: { managing: boolean }) {
  const cart = useCartList();
  if (cart.isPending)
    return (
      <div className={styles.loading} role="status" aria-label="加载中">
        <Skeleton lines={4} />
      </div>
    );
  if (cart.isError) {
    if (isIgnorableError(cart.error)) return null;
    return (
      <ErrorState
        message={`购物车加载失败：${errorMessage(cart.error)}`}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  if (cart.data.items.length === 0)
    return (
      <EmptyState title="购物车空空如也" description="去挑选几件心仪的好物吧">
        <Link className={linkButton.primary} to="/">
          去逛逛
        </Link>
      </EmptyState>
    );
  return <CartLines items={cart.data.items} managing={managing} />;
}

export default function CartPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [managing, setManaging] = useState(false);
  return (
    <PageLayout
      title="购物车"
      back={false}
      navRight={
        loggedIn && (
          <button type="button" className={styles.navButton} onClick={() => setManaging((on) => !on)}>
            {managing ? '完成' : '管理'}
          </button>
        )
      }
      className={styles.page}
    >
      {loggedIn ? (
        <Cart managing={managing} />
      ) : (
        <EmptyState title="登录后可查看购物车中的商品" description="已选的商品登录后会保留在购物车里">
          <Link className={linkButton.primary} to={loginPathFor('/cart')}>
            登录
          </Link>
          <Link className={linkButton.secondary} to="/">
            去逛逛
          </Link>
        </EmptyState>
      )}
    </PageLayout>
  );
}
