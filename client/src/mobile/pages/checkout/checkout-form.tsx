// The checkout itself: address card, the lines, 优惠券, 订单备注, the amounts and 提交订单. Every
// choice is kept in the tab's draft, so a login in between (a 52) or a reload comes back to it.
import { keepPreviousData } from '@tanstack/react-query';
import { MOBILE_BASE, ORDER_REMARK_MAX, type ResultOf } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddressList } from '../../../core/address/address-queries';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import type { InputOf } from '../../../core/api/call';
import { useCouponSavings } from '../../../core/order/coupon-savings';
import { useCreateOrder } from '../../../core/order/order-mutations';
import { useCouponPrice } from '../../../core/order/order-queries';
import goodsLine from '../../ui/goods-line/goods-line.module.css';
import { Image } from '../../ui/image/image';
import { formatPrice, Price } from '../../ui/price/price';
import { showToast } from '../../ui/toast/toast-bus';
import { addressLine, chooseAddress } from './address-choice';
import { AddressSheet } from './address-sheet';
import styles from './checkout.module.css';
import { dropCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { couponOptions, couponSummary, initialCouponId, NO_COUPON } from './coupon-choice';
import { CouponSheet } from './coupon-sheet';
import { rememberSubmitted } from './submitted-orders';

export type SettleInput = InputOf<'getOrderSettleInfoNew'>;
type Settle = ResultOf<'getOrderSettleInfoNew'>;

interface CheckoutFormProps {
  input: SettleInput;
  /** What is bought, as the draft names it. */
  purchase: string;
  /** This page's query string, for the way back from 新增收货地址. */
  search: string;
  settle: Settle;
  /** The address the address pages handed back (just added or chosen there). */
  returnedAddress?: number;
}

export function CheckoutForm({ input, purchase, search, settle, returnedAddress }: CheckoutFormProps) {
  const navigate = useNavigate();
  const [kept] = useState(() => readCheckoutDraft(purchase));
  const addresses = useAddressList(undefined, { staleTime: 0 });
  const [addressId, setAddressId] = useState<number | undefined>(returnedAddress ?? kept?.addressId);
  // Ids known before 新增收货地址: the address that is new on return is chosen, until another is
  // picked (for a way back that does not name it).
  const [known, setKnown] = useState(returnedAddress === undefined ? kept?.knownAddressIds : undefined);
  const [couponId, setCouponId] = useState(() => initialCouponId(settle, kept?.couponId));
  const [remark, setRemark] = useState(kept?.remark ?? '');
  const [sheet, setSheet] = useState<'address' | 'coupon' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const list = addresses.data ?? [];
  // Until the list answers, the settle info's address (the default) stands in.
  const chosen = chooseAddress(
    list,
    addresses.data ? { addressId, knownAddressIds: known } : null,
    settle.address,
  );
  const chosenId = chosen?.addressId;

  useEffect(() => {
    saveCheckoutDraft({ purchase, addressId: chosenId, couponId, remark });
  }, [purchase, chosenId, couponId, remark]);

  const options = couponOptions(settle.coupons);
  const savings = useCouponSavings(
    input,
    options.usable.map((c) => c.userCouponId),
    sheet === 'coupon' || couponId !== NO_COUPON,
  );
  const price = useCouponPrice({ ...input, userCouponId: couponId }, { placeholderData: keepPreviousData });
  useEffect(() => {
    // A coupon that stopped fitting (used elsewhere, expired) falls back to none, said once.
    if (price.isError && couponId !== NO_COUPON && !isIgnorableError(price.error)) {
      showToast(errorMessage(price.error));
      setCouponId(NO_COUPON);
    }
  }, [price.isError, price.error, couponId]);
  const amounts = price.data ?? settle;

  const create = useCreateOrder({
    onSuccess: (order) => {
      dropCheckoutDraft();
      rememberSubmitted(purchase, order.orderId);
      void navigate(`/pay/${order.orderId}`, { replace: true });
    },
    onError: (error) => {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    },
  });

  const submit = () => {
    setProblem(null);
    if (!chosen) {
      setProblem('请选择收货地址');
      return;
    }
    const text = remark.trim();
    if (text.length > ORDER_REMARK_MAX) {
      setProblem(`订单备注不能超过${ORDER_REMARK_MAX}个字`);
      return;
    }
    create.mutate({
      ...input,
      addressId: chosen.addressId,
      userCouponId: couponId,
      ...(text ? { remark: text } : {}),
    });
  };

  const addPath = `/addresses/new?redirect=${encodeURIComponent(`${MOBILE_BASE}/checkout${search}`)}`;
  const rememberKnownAddresses = () =>
    saveCheckoutDraft({
      purchase,
      addressId: chosenId,
      couponId,
      remark,
      knownAddressIds: list.map((a) => a.addressId),
    });

  return (
    <>
      <section className={styles.card} aria-label="收货地址">
        {chosen ? (
          <button type="button" className={styles.addressCard} onClick={() => setSheet('address')}>
            <span className={styles.addressName}>
              {chosen.consignee} {chosen.mobile}
            </span>
            <span className={styles.addressText}>{addressLine(chosen)}</span>
            <span className="visually-hidden">，更换收货地址</span>
          </button>
        ) : (
          <button type="button" className={styles.addressEmpty} onClick={() => setSheet('address')}>
            请选择或新增收货地址
          </button>
        )}
      </section>

      <section className={styles.card} aria-labelledby="checkout-lines">
        <h2 id="checkout-lines" className={styles.cardTitle}>
          商品清单（{settle.lines.length}）
        </h2>
        <ul className={styles.lines}>
          {settle.lines.map((line) => (
            <li key={line.skuId} className={styles.line}>
              <Image src={line.picUrl} alt="" width={72} height={72} className={styles.thumb} />
              <span className={goodsLine.text}>
                <span className={goodsLine.name}>{line.name}</span>
                {line.specText && <span className={styles.muted}>{line.specText}</span>}
                <span className={goodsLine.price}>
                  <Price fen={line.price} size="sm" />
                  <span className={styles.muted}>×{line.quantity}</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-label="优惠与备注">
        <button
          type="button"
          className={styles.cell}
          onClick={() => setSheet('coupon')}
          disabled={options.usable.length === 0 && options.unusable.length === 0}
        >
          <span>优惠券</span>
          <span className={couponId === NO_COUPON ? styles.muted : styles.saving}>
            {couponSummary(
              options,
              couponId,
              couponId === NO_COUPON ? undefined : (price.data?.couponAmount ?? savings.get(couponId)),
            )}
          </span>
        </button>
        <label htmlFor="checkout-remark" className={styles.remarkLabel}>
          订单备注
        </label>
        <textarea
          id="checkout-remark"
          className={styles.remark}
          rows={2}
          maxLength={ORDER_REMARK_MAX}
          placeholder="选填，可告诉商家您的特殊要求"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
        <p className={styles.counter}>
          {remark.length}/{ORDER_REMARK_MAX}
        </p>
      </section>

      <section className={styles.card} aria-label="金额明细">
        <dl className={styles.amounts}>
          <dt>商品金额</dt>
          <dd>{formatPrice(amounts.goodsAmount)}</dd>
          <dt>运费</dt>
          <dd>{amounts.freight > 0 ? `+${formatPrice(amounts.freight)}` : '免运费'}</dd>
          <dt>优惠券</dt>
          <dd data-testid="coupon-amount">-{formatPrice(amounts.couponAmount)}</dd>
        </dl>
      </section>

      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}

      <div className={styles.submitBar}>
        <span className={styles.total}>
          合计：
          <Price fen={amounts.payAmount} size="lg" />
        </span>
        <button
          type="button"
          className={styles.submitButton}
          disabled={create.isPending || price.isFetching}
          onClick={submit}
        >
          {create.isPending ? '提交中…' : '提交订单'}
        </button>
      </div>

      <AddressSheet
        open={sheet === 'address'}
        addresses={list}
        chosenId={chosenId}
        addPath={addPath}
        onAdd={rememberKnownAddresses}
        onChoose={(id) => {
          setAddressId(id);
          setKnown(undefined);
          setSheet(null);
        }}
        onClose={() => setSheet(null)}
      />
      <CouponSheet
        open={sheet === 'coupon'}
        options={couponOptions(settle.coupons, savings)}
        savings={savings}
        chosenId={couponId}
        onChoose={setCouponId}
        onClose={() => setSheet(null)}
      />
    </>
  );
}
