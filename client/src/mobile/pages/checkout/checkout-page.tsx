// /m/checkout (确认订单): what is bought comes from the URL (立即购买's one line, see
// app/checkout-intent.ts) or else the checked cart lines. A visitor logs in first and comes back;
// a settle refusal (nothing checked, sold out …) is said in Chinese with a way back to the cart.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { isIgnorableError } from '../../../core/api/errors';
import { invalidSettleWords, settleFailureWords } from '../../../core/api/shop-words';
import { useSettleInfo } from '../../../core/order/order-queries';
import { isLoggedInAtom } from '../../../core/state/session';
import { readBuyNowIntent } from '../../app/checkout-intent';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './checkout.module.css';
import { CheckoutForm, type SettleInput } from './checkout-form';
import { SubmittedNotice } from './submitted-notice';
import { forgetSubmitted, submittedOrder } from './submitted-orders';

/** `addressId` is what the address pages hand back (a new or chosen address); not part of the purchase. */
function returnedAddressId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('addressId');
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

function withoutAddressId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('addressId');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function settleInputOf(search: string): { input: SettleInput; purchase: string } {
  const intent = readBuyNowIntent(search);
  if (!intent) return { input: { source: 'cart' }, purchase: 'cart' };
  return {
    input: { source: 'buyNow', ...intent },
    purchase: `buyNow:${intent.goodsId}:${intent.skuId}:${intent.quantity}`,
  };
}

function Checkout({ search, returnedAddress }: { search: string; returnedAddress: number | undefined }) {
  const { input, purchase } = settleInputOf(search);
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
  const submitted = useSubmittedOrder(settleInputOf(purchaseSearch).purchase);
  // Taken once into the draft, then dropped from the URL: a later pick in the sheet must win.
  const [returnedAddress] = useState(returned);
  useEffect(() => {
    if (returned !== undefined) void navigate(`/checkout${purchaseSearch}`, { replace: true });
  }, [returned, purchaseSearch, navigate]);
  if (!loggedIn) return <Navigate to={loginPathFor('/checkout', search)} replace />;
  if (submitted !== null) return <SubmittedNotice orderId={submitted} />;
  return (
    <PageLayout title="确认订单" className={styles.page}>
      <Checkout search={purchaseSearch} returnedAddress={returnedAddress} />
    </PageLayout>
  );
}
