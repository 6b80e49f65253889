// The body of /CreateOrder once the settle info is in: address, lines, coupon (the price is
// recomputed by getTotalPriceByCouponNew), remark and invoice, the amounts and 提交订单, which
// places the order at the amount shown (use-place-order.ts) and goes on to payment.
import type { ResultOf } from '@storefront/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAddressList, useDefaultAddress } from '../../../../core/address/address-queries';
import { isIgnorableError } from '../../../../core/api/errors';
import { useCouponPrice } from '../../../../core/order/order-queries';
import { Button } from '../../../ui/button/button';
import { formatPrice, Price } from '../../../ui/price/price';
import { toastError } from '../../../ui/toast/toast-error';
import styles from '../order.module.css';
import type { SettleTarget } from '../../../../core/order/checkout-intent';
import { AddressChoice } from './address-choice';
import { CouponChoice } from './coupon-choice';
import { PriceChangeDialog } from './price-change-dialog';
import type { InvoiceValues } from './invoice-form';
import { RemarkAndInvoice } from './remark-and-invoice';
import { SettleLines } from './settle-lines';
import { usePlaceOrder } from './use-place-order';
import { useUnavailableLines } from '../use-unavailable-lines';

type Settle = ResultOf<'getOrderSettleInfoNew'>;

interface CouponBlockProps {
  settle: Settle;
  value: number;
  onChange: (userCouponId: number) => void;
  disabled: boolean;
}

/** 优惠券: the coupons that fit, or a note that none does. */
function CouponBlock({ settle, value, onChange, disabled }: CouponBlockProps) {
  return (
    <section className={styles.block} aria-labelledby="co-coupons">
      <h2 id="co-coupons" className={styles.blockTitle}>
        优惠券
      </h2>
      {settle.coupons.length === 0 ? (
        <p className={styles.muted}>暂无可用优惠券</p>
      ) : (
        <CouponChoice coupons={settle.coupons} value={value} onChange={onChange} disabled={disabled} />
      )}
    </section>
  );
}

/** 金额明细: goods, freight, coupon. */
function AmountSummary({ amounts }: { amounts: Pick<Settle, 'goodsAmount' | 'freight' | 'couponAmount'> }) {
  return (
    <section className={styles.block} aria-label="金额明细">
      <dl className={styles.summary}>
        <dt>商品总额：</dt>
        <dd>{formatPrice(amounts.goodsAmount)}</dd>
        <dt>运费：</dt>
        <dd>{amounts.freight > 0 ? formatPrice(amounts.freight) : '免运费'}</dd>
        <dt>优惠券：</dt>
        <dd data-testid="coupon-amount">-{formatPrice(amounts.couponAmount)}</dd>
      </dl>
    </section>
  );
}

interface SubmitBarProps {
  problem: string | null;
  address: Settle['address'] | undefined;
  payAmount: number;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** The bar at the foot: what stops the order, where it goes, what is due, 提交订单. */
function SubmitBar({ problem, address, payAmount, submitting, disabled, onSubmit }: SubmitBarProps) {
  return (
    <div className={styles.submitBar}>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {address && (
        <span className={styles.submitAddress}>
          寄送至：{address.provinceName}
          {address.cityName}
          {address.areaName} {address.detail} · {address.consignee} {address.mobile}
        </span>
      )}
      <span>
        应付金额：
        <Price fen={payAmount} size="lg" />
      </span>
      <Button
        variant="primary"
        size="lg"
        pending={submitting}
        pendingText="提交中..."
        disabled={disabled}
        onClick={onSubmit}
      >
        提交订单
      </Button>
    </div>
  );
}

export function Checkout({ input, settle }: { input: SettleTarget; settle: Settle }) {
  const [addressId, setAddressId] = useState(settle.address?.addressId ?? 0);
  const [couponId, setCouponId] = useState(settle.bestUserCouponId);
  const [remark, setRemark] = useState('');
  const [invoice, setInvoice] = useState<InvoiceValues | null>(null);
  const addresses = useAddressList();
  const defaultAddress = useDefaultAddress();
  const unavailable = useUnavailableLines(input, settle.lines);
  // A refused order may be a line sold out since: the cart is read again to show which.
  const order = usePlaceOrder(input, { onRefused: unavailable.recheck });

  // The user's default address is preselected; without one, the first of the list.
  useEffect(() => {
    if (addressId || defaultAddress.isPending) return;
    const chosen = defaultAddress.data?.addressId ?? addresses.data?.[0]?.addressId;
    if (chosen) setAddressId(chosen);
  }, [addressId, defaultAddress.isPending, defaultAddress.data, addresses.data]);

  const price = useCouponPrice({ ...input, userCouponId: couponId }, { placeholderData: keepPreviousData });
  useEffect(() => {
    if (price.isError && couponId !== 0 && !isIgnorableError(price.error)) {
      toastError(price.error);
      setCouponId(0);
    }
  }, [price.isError, price.error, couponId]);
  const amounts = price.data ?? settle;
  const chosen =
    addresses.data?.find((a) => a.addressId === addressId) ??
    (settle.address?.addressId === addressId ? settle.address : undefined);
  const choice = { addressId: chosen?.addressId, couponId, remark, invoice };
  // A line sold out since the cart explains a refused recheck on the page itself (不可购买 and 移除),
  // so the dialog's general 订单内容有变化 gives way to it.
  const { dismissChange } = order;
  const lineGone = unavailable.problem !== null;
  useEffect(() => {
    if (lineGone) dismissChange();
  }, [lineGone, dismissChange]);

  return (
    <>
      <AddressChoice settle={settle} value={addressId} onChange={setAddressId} />
      <SettleLines lines={settle.lines} unavailable={unavailable} onRemoved={order.clearProblem} />
      <CouponBlock settle={settle} value={couponId} onChange={setCouponId} disabled={order.submitting} />
      <RemarkAndInvoice remark={remark} onRemark={setRemark} invoice={invoice} onInvoice={setInvoice} />
      <AmountSummary amounts={amounts} />
      <SubmitBar
        problem={unavailable.problem ?? order.problem}
        address={chosen}
        payAmount={amounts.payAmount}
        submitting={order.submitting}
        disabled={price.isFetching || unavailable.problem !== null}
        onSubmit={() => void order.submit(choice, { payAmount: amounts.payAmount, lines: settle.lines })}
      />
      <PriceChangeDialog
        change={lineGone ? null : order.change}
        onCancel={order.dismissChange}
        onAccept={() => order.acceptChange(choice)}
      />
    </>
  );
}
