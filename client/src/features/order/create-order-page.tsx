// /CreateOrder (source=cart or buyNow): choose an address (or add one), a coupon (the price is
// recomputed by getTotalPriceByCouponNew), a remark (≤200) and an optional invoice, then addOrderNew
// and on to payment. The invoice is filed once the order is paid (see pending-invoice.ts).
import type { ResultOf } from '@storefront/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { errorMessage, isIgnorableError } from '../../api/errors';
import { apiKey, apiQuery, invalidateApi } from '../../api/query';
import type { PageHandle } from '../../ui/page-handle/page-handle';
import { AddressForm, type AddressValues } from '../../ui/address-form/address-form';
import { Button, buttonClass } from '../../ui/button/button';
import { useSingleFlight } from '../../ui/form/use-single-flight';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { Modal } from '../../ui/modal/modal';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { formatPrice, Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { ORDER_DEPENDENT_CALLS } from './api/order-lists';
import { CouponChoice } from './components/coupon-choice';
import { InvoiceForm, type InvoiceValues } from './components/invoice-form';
import { InvoiceNotice } from './components/invoice-notice';
import styles from './order.module.css';
import { savePendingInvoice } from './pending-invoice';
import { settleInputFrom, type SettleInput } from './settle-input';

export const handle: PageHandle = { layout: 'minimal' };

export const REMARK_MAX = 200;
type Settle = ResultOf<'getOrderSettleInfoNew'>;
type Address = ResultOf<'getAddressList'>[number];

const addressInput = (v: AddressValues) => ({ ...v, isDefault: v.isDefault ? 1 : 0 });

function AddressChoice({
  settle,
  value,
  onChange,
}: {
  settle: Settle;
  value: number;
  onChange: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const list = useQuery(apiQuery('getAddressList'));
  const addresses: Address[] = list.data ?? (settle.address ? [settle.address] : []);
  return (
    <section className={styles.block} aria-labelledby="co-address">
      <div className={styles.blockHead}>
        <h2 id="co-address" className={styles.blockTitle}>
          收货地址
        </h2>
        <span>
          <Link to="/address" className={styles.smallLink} target="_blank" rel="noopener">
            管理收货地址
          </Link>{' '}
          <Button size="sm" onClick={() => setAdding(true)}>
            + 新增收货地址
          </Button>
        </span>
      </div>
      {addresses.length === 0 ? (
        <p className={styles.muted}>您还没有收货地址，请先新增一个。</p>
      ) : (
        <div className={styles.addresses} role="radiogroup" aria-label="选择收货地址">
          {addresses.map((a) => (
            <button
              key={a.addressId}
              type="button"
              role="radio"
              aria-checked={a.addressId === value}
              className={`${styles.addressCard} ${a.addressId === value ? styles.addressChosen : ''}`}
              onClick={() => onChange(a.addressId)}
            >
              <span className={styles.addressName}>
                {a.consignee} {a.mobile}
              </span>
              <span className={styles.muted}>
                {a.provinceName}
                {a.cityName}
                {a.areaName}
              </span>
              <span className={styles.muted}>{a.detail}</span>
              {a.isDefault && <span className={styles.defaultTag}>默认</span>}
            </button>
          ))}
        </div>
      )}
      <Modal open={adding} onOpenChange={setAdding} title="新增收货地址" width={640}>
        <AddressForm
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            const created = await call('addUserAddress', addressInput(values));
            queryClient.setQueryData(apiKey('getAddressList'), (old: Address[] | undefined) => [
              ...(old ?? []).map((a) => (created.isDefault ? { ...a, isDefault: false } : a)),
              created,
            ]);
            void invalidateApi(queryClient, 'getAddressList', 'getDefaultAddress');
            onChange(created.addressId);
            setAdding(false);
            showToast('收货地址已添加', 'success');
          }}
        />
      </Modal>
    </section>
  );
}

function Checkout({ input, settle }: { input: SettleInput; settle: Settle }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [addressId, setAddressId] = useState(settle.address?.addressId ?? 0);
  const [couponId, setCouponId] = useState(settle.bestUserCouponId);
  const [remark, setRemark] = useState('');
  const [invoice, setInvoice] = useState<InvoiceValues | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const addresses = useQuery(apiQuery('getAddressList'));
  const defaultAddress = useQuery(apiQuery('getDefaultAddress'));

  // The user's default address is preselected; without one, the first of the list.
  useEffect(() => {
    if (addressId || defaultAddress.isPending) return;
    const chosen = defaultAddress.data?.addressId ?? addresses.data?.[0]?.addressId;
    if (chosen) setAddressId(chosen);
  }, [addressId, defaultAddress.isPending, defaultAddress.data, addresses.data]);

  const price = useQuery({
    ...apiQuery('getTotalPriceByCouponNew', { ...input, userCouponId: couponId }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (price.isError && couponId !== 0 && !isIgnorableError(price.error)) {
      showToast(errorMessage(price.error), 'error');
      setCouponId(0);
    }
  }, [price.isError, price.error, couponId]);
  const amounts = price.data ?? settle;
  const chosen =
    addresses.data?.find((a) => a.addressId === addressId) ??
    (settle.address?.addressId === addressId ? settle.address : undefined);

  const submit = useSingleFlight(async () => {
    setProblem(null);
    if (!chosen) {
      setProblem('请选择收货地址');
      return;
    }
    if (remark.trim().length > REMARK_MAX) {
      setProblem(`订单备注不能超过${REMARK_MAX}个字`);
      return;
    }
    setSubmitting(true);
    try {
      const order = await call('addOrderNew', {
        ...input,
        addressId: chosen.addressId,
        userCouponId: couponId,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      if (invoice) savePendingInvoice(order.orderId, invoice);
      void invalidateApi(
        queryClient,
        'getCart',
        'getCartNumber',
        'getNewMyCouponList',
        ...ORDER_DEPENDENT_CALLS,
      );
      await navigate(`/orders/payOrder?orderId=${order.orderId}`, { replace: true });
    } catch (error) {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
      setSubmitting(false);
    }
  });

  return (
    <>
      <AddressChoice settle={settle} value={addressId} onChange={setAddressId} />
      <section className={styles.block} aria-labelledby="co-lines">
        <h2 id="co-lines" className={styles.blockTitle}>
          商品清单
        </h2>
        {settle.lines.map((line) => (
          <div key={line.skuId} className={styles.settleLine}>
            <LazyImage
              src={line.picUrl}
              alt={line.name}
              width={72}
              height={72}
              className={styles.itemThumb}
            />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{line.name}</span>
              <span className={styles.muted}>{line.specText}</span>
            </span>
            <span className={styles.right} data-testid="settle-line-price">
              {formatPrice(line.price)}
            </span>
            <span className={styles.right}>×{line.quantity}</span>
            <span className={styles.right}>{formatPrice(line.price * line.quantity)}</span>
          </div>
        ))}
      </section>
      <section className={styles.block} aria-labelledby="co-coupons">
        <h2 id="co-coupons" className={styles.blockTitle}>
          优惠券
        </h2>
        {settle.coupons.length === 0 ? (
          <p className={styles.muted}>暂无可用优惠券</p>
        ) : (
          <CouponChoice
            coupons={settle.coupons}
            value={couponId}
            onChange={setCouponId}
            disabled={submitting}
          />
        )}
      </section>
      <section className={styles.block} aria-labelledby="co-more">
        <h2 id="co-more" className={styles.blockTitle}>
          备注与发票
        </h2>
        <label htmlFor="co-remark" className={styles.muted}>
          订单备注（选填）
        </label>
        <textarea
          id="co-remark"
          className={styles.remark}
          maxLength={REMARK_MAX}
          placeholder="选填，可告诉商家您的特殊要求"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
        <p className={styles.counter} aria-live="polite">
          {remark.length}/{REMARK_MAX}
        </p>
        <div className={styles.blockHead}>
          <span>
            发票：
            {invoice
              ? `电子普通发票 · ${invoice.invoiceTitleType === 'company' ? '单位' : '个人'} · ${invoice.invoiceTitle} · ${invoice.email}`
              : '不开发票'}
            <InvoiceNotice />
          </span>
          <span>
            {invoice && (
              <Button size="sm" variant="text" onClick={() => setInvoice(null)}>
                不开发票
              </Button>
            )}{' '}
            <Button size="sm" onClick={() => setInvoiceOpen(true)}>
              {invoice ? '修改发票信息' : '开具发票'}
            </Button>
          </span>
        </div>
        <Modal
          open={invoiceOpen}
          onOpenChange={setInvoiceOpen}
          title="发票信息"
          width={600}
          description="电子发票将在订单支付后开具并发送至您的邮箱"
        >
          <InvoiceForm
            initial={invoice ?? undefined}
            submitText="保存发票信息"
            onCancel={() => setInvoiceOpen(false)}
            onSubmit={async (values) => {
              setInvoice(values);
              setInvoiceOpen(false);
            }}
          />
        </Modal>
      </section>
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
      <div className={styles.submitBar}>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        {chosen && (
          <span className={styles.submitAddress}>
            寄送至：{chosen.provinceName}
            {chosen.cityName}
            {chosen.areaName} {chosen.detail} · {chosen.consignee} {chosen.mobile}
          </span>
        )}
        <span>
          应付金额：
          <Price fen={amounts.payAmount} size="lg" />
        </span>
        <Button
          variant="primary"
          size="lg"
          pending={submitting}
          pendingText="提交中..."
          disabled={price.isFetching}
          onClick={() => void submit()}
        >
          提交订单
        </Button>
      </div>
    </>
  );
}

export default function CreateOrderPage() {
  usePageTitle('确认订单');
  const [params] = useSearchParams();
  const input = settleInputFrom(params);
  const settle = useQuery({
    ...apiQuery('getOrderSettleInfoNew', input ?? { source: 'cart' }),
    enabled: input !== null,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className={styles.pageTitle}>确认订单</h1>
      {input === null ? (
        <EmptyState title="订单信息不完整" description="请回到商品页重新选择规格和数量" />
      ) : (
        <QueryView
          query={settle}
          skeleton={
            <div className={styles.block} role="status" aria-label="加载中">
              <Skeleton height={104} />
              <Skeleton height={72} />
            </div>
          }
          errorTitle="无法结算"
        >
          {(data) => <Checkout input={input} settle={data} />}
        </QueryView>
      )}
      {settle.isError && (
        <p style={{ textAlign: 'center' }}>
          <Link className={buttonClass('default')} to="/shoppingCart">
            返回购物车
          </Link>
        </p>
      )}
    </div>
  );
}
