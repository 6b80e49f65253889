// /orders/payOrder?orderId=: countdown to the pay deadline, a pay method, 立即支付 → the simulated
// payment QR; isPay is polled every 1.5 s until the order is paid, then the success view (and a
// pending invoice from the order page is filed). An attempt that failed or was cancelled at the
// cashier says why; the order stays 待付款 and 重新支付 starts another attempt.
import { PAY_METHODS, type PayType } from '../../../core/order/pay-methods';
import type { ResultOf } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useRefreshOrders } from '../../../core/order/order-lists';
import { useAddInvoice } from '../../../core/order/order-mutations';
import { useOrderDetail } from '../../../core/order/order-queries';
import { attemptFailure, usePaymentWait, usePayOrder } from '../../../core/order/pay';
import type { PageHandle } from '../../ui/page-handle/page-handle';
import { Button, buttonClass } from '../../ui/button/button';
import { serverNow } from '../../../core/api/server-clock';
import { Countdown } from '../../ui/countdown/countdown';
import { parseUrlId } from '../../../core/router/url-id';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import { invoiceInput } from './components/invoice-form';
import { PayResultQuery } from './components/pay-result-query';
import { PaymentWaiting } from './components/payment-waiting';
import styles from './order.module.css';
import { dropPendingInvoice, readPendingInvoice } from './pending-invoice';

export const handle: PageHandle = { layout: 'minimal' };

type Order = ResultOf<'getOrderNew'>;

function PaidView({ order }: { order: Order }) {
  const refreshOrders = useRefreshOrders();
  const { mutate: addInvoice } = useAddInvoice();
  const filed = useRef(false);
  useEffect(() => {
    refreshOrders();
    const pending = readPendingInvoice(order.orderId);
    if (!pending || filed.current) return;
    filed.current = true;
    addInvoice(
      { orderId: order.orderId, ...invoiceInput(pending) },
      {
        onSuccess: () => showToast('发票申请已提交，开具后将发送至您的邮箱', 'success'),
        onError: (error) => {
          if (!isIgnorableError(error))
            showToast(`发票申请未成功：${errorMessage(error)}，可在订单中重新申请`, 'error');
        },
        onSettled: () => dropPendingInvoice(order.orderId),
      },
    );
  }, [order.orderId, refreshOrders, addInvoice]);
  return (
    <div className={styles.payBox} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <p className={styles.success}>支付成功</p>
      <p>
        订单号 {order.orderNo}，实付 <Price fen={order.payAmount} />
      </p>
      <p className={styles.muted}>我们会尽快为您发货，请留意订单消息。</p>
      <p className={styles.actions}>
        <Link className={buttonClass('primary')} to={`/orders/orderDetails?orderId=${order.orderId}`}>
          查看订单详情
        </Link>
        <Link className={buttonClass('default')} to="/orders">
          我的订单
        </Link>
        <Link className={buttonClass('default')} to="/home">
          继续购物
        </Link>
      </p>
    </div>
  );
}

function Payment({ order, onPaid, onExpired }: { order: Order; onPaid: () => void; onExpired: () => void }) {
  const [payType, setPayType] = useState<PayType>('wechat');
  const buy = usePayOrder({ onError: toastError });
  const waiting = buy.isSuccess;
  const poll = usePaymentWait(order.orderId, { enabled: waiting, onPaid });
  useEffect(() => {
    if (buy.data?.paid) onPaid();
  }, [buy.data?.paid, onPaid]);
  const failure = waiting ? attemptFailure(poll, buy.submittedAt) : null;

  return (
    <div className={styles.payBox}>
      <p>订单提交成功，请尽快付款！订单号：{order.orderNo}</p>
      <p>
        应付金额 <Price fen={order.payAmount} size="lg" />
      </p>
      <p className={styles.muted}>
        请在 <Countdown endTime={order.payDeadline} onEnd={onExpired} clock={serverNow} />{' '}
        内完成支付，超时订单将自动取消
      </p>
      {failure ? (
        <div className={styles.payFailure} role="alert">
          <p className={styles.payQueryError}>支付未成功：{failure}</p>
          <p className={styles.muted}>订单仍为待付款，请在支付时限内重新支付。</p>
          <Button variant="primary" onClick={() => buy.reset()}>
            重新支付
          </Button>
        </div>
      ) : !waiting ? (
        <>
          <div className={styles.payMethods} role="radiogroup" aria-label="支付方式">
            {PAY_METHODS.map((m) => (
              <label
                key={m.key}
                className={`${styles.payMethod} ${payType === m.key ? styles.payMethodOn : ''}`}
              >
                <input
                  type="radio"
                  name="payType"
                  value={m.key}
                  checked={payType === m.key}
                  onChange={() => setPayType(m.key)}
                />
                {m.label}
              </label>
            ))}
          </div>
          <Button
            variant="primary"
            size="lg"
            pending={buy.isPending}
            pendingText="正在发起支付..."
            onClick={() => buy.mutate({ orderId: order.orderId, payType })}
          >
            立即支付
          </Button>
        </>
      ) : (
        <PaymentWaiting
          qrUrl={buy.data.qrUrl}
          methodLabel={PAY_METHODS.find((m) => m.key === payType)?.label ?? ''}
          pollFailed={poll.isError}
        />
      )}
      <PayResultQuery orderNo={order.orderNo} onPaid={onPaid} />
    </div>
  );
}

export default function PayOrderPage() {
  usePageTitle('订单支付');
  const [params] = useSearchParams();
  const orderId = parseUrlId(params.get('orderId'));
  const valid = orderId !== null;
  const order = useOrderDetail({ orderId: orderId ?? 0 }, { enabled: valid, staleTime: 0 });
  const [paid, setPaid] = useState(false);
  const refetch = order.refetch;
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className={styles.pageTitle}>订单支付</h1>
      {!valid ? (
        <EmptyState title="订单不存在" description="链接中缺少订单号" />
      ) : (
        <QueryView query={order} skeleton={<Skeleton height={320} />} errorTitle="订单加载失败">
          {(data) => {
            if (paid || data.payTime !== null)
              return <PaidView order={{ ...data, payTime: data.payTime ?? Date.now() }} />;
            if (data.status !== 'waitPay')
              return (
                <EmptyState
                  title={`订单${data.statusText}，无需支付`}
                  action={
                    <Link
                      className={buttonClass('primary')}
                      to={`/orders/orderDetails?orderId=${data.orderId}`}
                    >
                      查看订单
                    </Link>
                  }
                />
              );
            return (
              <Payment
                order={data}
                onPaid={() => {
                  setPaid(true);
                  void refetch();
                }}
                onExpired={() => void refetch()}
              />
            );
          }}
        </QueryView>
      )}
    </div>
  );
}
