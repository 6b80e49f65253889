// /m/checkout (确认订单): what is bought comes from the URL (立即购买's one line, see
// core/order/checkout-intent.ts) or else the checked cart lines; a broken buy-now link is said so. A visitor logs in first and comes back;
// a settle refusal (nothing checked, sold out …) is said in Chinese with a way back to the cart.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { isIgnorableError } from '../../../../core/api/errors';
import { invalidSettleWords, settleFailureWords } from '../../../../core/api/shop-words';
import { useSettleInfo } from '../../../../core/order/order-queries';
import { parseUrlId } from '../../../../core/router/url-id';
import { isLoggedInAtom } from '../../../../core/state/session';
import { readSettleTarget } from '../../../../core/order/checkout-intent';
import { loginPathFor } from '../../../ui/login-redirect/login-redirect';
import { ErrorState } from '../../../ui/error-state/error-state';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './checkout.module.css';
import { CheckoutForm, type SettleInput } from './checkout-form';
import { SubmittedNotice } from './submitted-notice';
import { forgetSubmitted, submittedOrder } from './submitted-orders';

/** `addressId` is what the address pages hand back (a new or chosen address); not part of the purchase. */
function returnedAddressId(search: string): number | undefined {
  return parseUrlId(new URLSearchParams(search).get('addressId')) ?? undefined;
}

function withoutAddressId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('addressId');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** What the URL settles and the key its submitted order is remembered under; null: a broken link. */
function settleInputOf(search: string): { input: SettleInput; purchase: string } | null {
  const target = readSettleTarget(search);
  if (!target) return null;
  if (target.source === 'cart') return { input: target, purchase: 'cart' };
  return { input: target, purchase: `buyNow:${target.goodsId}:${target.skuId}:${target.quantity}` };
}

function Checkout(props: { input: SettleInput; purchase: string; search: string; returnedAddress?: number }) {
  const { input, purchase, search, returnedAddress } = props;
  const settle = useSettleInfo(input, { staleTime: 0, gcTime: 0, retry: false });
  if (settle.isPending)
    return (
      <div className={styles.card} role="status" aria-label="加载中">
        <Skeleton lines={5} />
      </div>
    );
  if (settle.isError) {
    if (isIgnorableError(settle.error)) return null;
    const words = settleFailureWords(settle.error);
    // An invalid link (a quantity past the limit) will not mend on retry.
    const retry = invalidSettleWords(settle.error) ? undefined : () => void settle.refetch();
    return (
      <>
        <ErrorState message={`${words.title}：${words.description}`} onRetry={retry} />
        <p className={styles.center}>
          <Link className={styles.secondaryLink} to="/cart">
            返回购物车
          </Link>
        </p>
      </>
    );
  }
  return (
    <CheckoutForm
      input={input}
      purchase={purchase}
      search={search}
      settle={settle.data}
      returnedAddress={returnedAddress}
    />
  );
}

/**
 * The order already submitted from this purchase when the page was reached by back (or a reload);
 * a link (a new 结算 or 立即购买) starts a new checkout and forgets it.
 */
function useSubmittedOrder(purchase: string): number | null {
  const cameBack = useNavigationType() === 'POP';
  const [orderId] = useState(() => (cameBack ? submittedOrder(purchase) : null));
  useEffect(() => {
    if (!cameBack) forgetSubmitted(purchase);
  }, [cameBack, purchase]);
  return orderId;
}

export default function CheckoutPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { search } = useLocation();
  const navigate = useNavigate();
  const returned = returnedAddressId(search);
  const purchaseSearch = withoutAddressId(search);
  const settling = settleInputOf(purchaseSearch);
  const submitted = useSubmittedOrder(settling?.purchase ?? 'broken');
  // Taken once into the draft, then dropped from the URL: a later pick in the sheet must win.
  const [returnedAddress] = useState(returned);
  useEffect(() => {
    if (returned !== undefined) void navigate(`/checkout${purchaseSearch}`, { replace: true });
  }, [returned, purchaseSearch, navigate]);
  if (!loggedIn) return <Navigate to={loginPathFor('/checkout', search)} replace />;
  if (submitted !== null) return <SubmittedNotice orderId={submitted} />;
  return (
    <PageLayout title="确认订单" className={styles.page}>
      {settling ? (
        <Checkout {...settling} search={purchaseSearch} returnedAddress={returnedAddress} />
      ) : (
        <ErrorState message="订单信息不完整：请回到商品页重新选择规格和数量" />
      )}
    </PageLayout>
  );
}
