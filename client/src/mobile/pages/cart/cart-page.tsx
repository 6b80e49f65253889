// /m/cart (购物车): the lines with check boxes and steppers, swipe to delete, 全选, the price
// breakdown and a submit bar with 合计 and 结算 (n); invalid lines set apart; 猜你喜欢 below; an
// empty cart points to the shop and a visitor is asked to log in (and comes back here). 管理
// deletes the checked lines.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useCartList } from '../../../core/cart/cart-queries';
import { isLoggedInAtom } from '../../../core/state/session';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import linkButton from '../../ui/link-button/link-button.module.css';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { CartBody } from './cart-body';
import { CartRecommend } from './cart-recommend';
import styles from './cart.module.css';

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
  const goodsIds = cart.data.items.map((item) => item.goodsId);
  if (goodsIds.length === 0)
    return (
      <>
        <EmptyState title="购物车空空如也" description="去挑选几件心仪的好物吧">
          <Link className={linkButton.primary} to="/">
            去逛逛
          </Link>
        </EmptyState>
        <CartRecommend goodsIds={goodsIds} />
      </>
    );
  return (
    <>
      <CartBody items={cart.data.items} managing={managing} />
      <CartRecommend goodsIds={goodsIds} />
    </>
  );
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
