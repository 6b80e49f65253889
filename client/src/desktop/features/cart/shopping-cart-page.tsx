// /shoppingCart: check lines or all, change quantities within stock, delete one or the checked
// ones after a confirm, invalid lines greyed with their reason, the checked total and 去结算.
import { useState, type ReactNode } from 'react';
import { useCartList, type Cart, type CartItem } from '../../../core/cart/cart-queries';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../ui/button/button';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { cartTotals } from '../../../core/cart/cart-lines';
import { clearInvalid, removeChecked, removeLine, type CartRemoval } from '../../../core/cart/cart-removal';
import styles from './cart.module.css';
import { CartLine } from './components/cart-line';
import { SpecDialog } from './components/spec-dialog';
import { useCartWrites } from './use-cart-writes';

function CartSkeleton() {
  return (
    <div className={styles.box} role="status" aria-label="加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={80} height={80} />
          <Skeleton width="40%" height={16} />
          <Skeleton width={90} height={28} />
        </div>
      ))}
    </div>
  );
}

interface SettleBarProps {
  cart: Cart;
  busy: boolean;
  everyChecked: boolean;
  noValid: boolean;
  /** Pieces in the checked lines (已选 counts pieces, not lines). */
  checkedPieces: number;
  onCheckAll: (on: boolean) => void;
  /** Absent while nothing is checked. */
  onDeleteChecked: (() => void) | undefined;
}

/** The bar under the cart: 全选, 删除选中的商品, what is checked, its total, 去结算. */
function SettleBar(props: SettleBarProps) {
  const { cart, busy, everyChecked, noValid, checkedPieces, onCheckAll, onDeleteChecked } = props;
  const navigate = useNavigate();
  return (
    <div className={styles.bar}>
      <label className={styles.checkAll}>
        <input
          type="checkbox"
          checked={everyChecked}
          disabled={busy || noValid}
          onChange={(e) => onCheckAll(e.target.checked)}
        />
        全选
      </label>
      <button
        type="button"
        className={styles.textButton}
        disabled={busy || !onDeleteChecked}
        onClick={onDeleteChecked}
      >
        删除选中的商品
      </button>
      <span className={styles.barSpacer} />
      <span>
        已选 <strong className={styles.count}>{checkedPieces}</strong> 件商品
      </span>
      <span className={styles.total}>
        合计（不含运费）：
        <Price fen={cart.checkedAmount} size="lg" />
      </span>
      <Button
        variant="primary"
        size="lg"
        disabled={cart.checkedCount === 0 || busy}
        onClick={() => void navigate('/CreateOrder?source=cart')}
      >
        去结算
      </Button>
    </div>
  );
}

/** 失效商品: the lines that cannot be bought, and 清空失效商品. */
function InvalidLines(props: { count: number; busy: boolean; onClear: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby="invalid-title" className={styles.invalidBlock}>
      <div className={styles.invalidHead}>
        <h2 id="invalid-title">失效商品（{props.count}）</h2>
        <button type="button" className={styles.textButton} disabled={props.busy} onClick={props.onClear}>
          清空失效商品
        </button>
      </div>
      <ul className={styles.lines}>{props.children}</ul>
    </section>
  );
}

function CartBody({ cart }: { cart: Cart }) {
  const { check, changeQuantity, remove, moveToFavorites, busy } = useCartWrites();
  const [pendingDelete, setPendingDelete] = useState<CartRemoval | null>(null);
  const [specItem, setSpecItem] = useState<CartItem | null>(null);
  const { valid, invalid, checked, allChecked: everyChecked } = cartTotals(cart.items);

  const line = (item: CartItem) => (
    <CartLine
      key={item.cartId}
      item={item}
      busy={busy}
      onCheck={(on) => check.mutate({ cartIds: [item.cartId], checked: on })}
      onQuantity={(quantity) => changeQuantity.mutate({ cartId: item.cartId, quantity })}
      onDelete={() => setPendingDelete(removeLine(item))}
      onSpec={() => setSpecItem(item)}
      onFavorite={() => void moveToFavorites(item)}
    />
  );

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate({ cartIds: pendingDelete.ids }, { onSettled: () => setPendingDelete(null) });
  };

  return (
    <>
      <div className={styles.box}>
        <div className={styles.head} aria-hidden="true">
          <span className={styles.colCheck} />
          <span className={styles.colGoods}>商品信息</span>
          <span className={styles.colPrice}>单价</span>
          <span className={styles.colQty}>数量</span>
          <span className={styles.colSubtotal}>小计</span>
          <span className={styles.colOps}>操作</span>
        </div>
        {valid.length > 0 && (
          <ul className={styles.lines} aria-label="购物车商品">
            {valid.map(line)}
          </ul>
        )}
        {invalid.length > 0 && (
          <InvalidLines
            count={invalid.length}
            busy={busy}
            onClear={() => setPendingDelete(clearInvalid(invalid))}
          >
            {invalid.map(line)}
          </InvalidLines>
        )}
      </div>
      <SettleBar
        cart={cart}
        busy={busy}
        everyChecked={everyChecked}
        noValid={valid.length === 0}
        checkedPieces={checked.reduce((sum, item) => sum + item.quantity, 0)}
        onCheckAll={(on) => check.mutate({ checked: on })}
        onDeleteChecked={checked.length === 0 ? undefined : () => setPendingDelete(removeChecked(checked))}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="删除商品"
        message={pendingDelete?.text}
        confirmText="删除"
        pending={busy}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
      {specItem && <SpecDialog item={specItem} onClose={() => setSpecItem(null)} />}
    </>
  );
}

export default function ShoppingCartPage() {
  usePageTitle('购物车');
  const query = useCartList();
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className={styles.title}>
        我的购物车
        {query.data && query.data.cartNumber > 0 && (
          <span className={styles.titleCount}>（共 {query.data.cartNumber} 件）</span>
        )}
      </h1>
      <QueryView
        query={query}
        skeleton={<CartSkeleton />}
        isEmpty={(cart) => cart.items.length === 0}
        empty={
          <div className={styles.box}>
            <EmptyState
              title="购物车空空如也"
              description="去挑选几件心仪的好物吧"
              action={
                <Link className={buttonClass('primary')} to="/home">
                  去逛逛
                </Link>
              }
            />
          </div>
        }
        errorTitle="购物车加载失败"
      >
        {(cart) => <CartBody cart={cart} />}
      </QueryView>
    </div>
  );
}
