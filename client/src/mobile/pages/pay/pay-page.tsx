// /m/pay/:orderId (收银台): the amount, the countdown to the pay deadline, the pay methods and
// 立即支付 → the simulated payment (its QR code; the demo pays by itself after a few seconds,
// polled every 1.5 s) → 支付成功 with links to the order and the shop. A payment started on this
// tab resumes when the shopper comes back; a paid or closed order says so. An attempt that failed or
// was cancelled at the cashier says why; the order stays 待付款 and 重新支付 starts another one.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useOrderDetail } from '../../../core/order/order-queries';
import { usePaymentWait, usePayOrder } from '../../../core/order/pay';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { OrderIdPage } from '../../ui/order-id-page/order-id-page';
import { OrderLoadState } from '../../ui/order-id-page/order-load-state';
import { Price } from '../../ui/price/price';
import { DeadlineCountdown } from '../../ui/countdown/deadline-countdown';
import linkButton from '../../ui/link-button/link-button.module.css';
import styles from './pay.module.css';
import { forgetPayment, PAY_METHODS, rememberPayment, startedPayment, type PayType } from './pay-session';

function Paid({ orderId, orderNo, payAmount }: { orderId: number; orderNo: string; payAmount: number }) {
  useEffect(() => forgetPayment(orderId), [orderId]);
  return (
    <div className={styles.result} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.resultTitle}>支付成功</h2>
      <p>
        实付 <Price fen={payAmount} />
      </p>
      <p className={styles.muted}>订单号 {orderNo}，我们会尽快为您发货</p>
      <div className={styles.links}>
        <Link className={linkButton.primary} to={`/orders/${orderId}`}>
          查看订单
        </Link>
        <Link className={linkButton.secondary} to="/">
          继续购物
        </Link>
      </div>
    </div>
  );
}

interface WaitingProps {
  orderId: number;
  /** False while 立即支付 is on its way: a read before it may still carry the last attempt's result. */
  ready: boolean;
  qrUrl: string | null;
  payType: PayType;
  onPaid: () => void;
  /** 重新选择支付方式: drops the started payment (the order stays unpaid until one completes). */
  onRestart: () => void;
}

function Waiting({ orderId, ready, qrUrl, payType, onPaid, onRestart }: WaitingProps) {
  const status = usePaymentWait(orderId, { enabled: ready, onPaid });
  const label = PAY_METHODS.find((m) => m.key === payType)?.label ?? '';
  const failure = status.data && !status.data.paid ? status.data.payError : null;
  if (failure)
    return (
      <div className={styles.waiting} role="alert">
        <p className={styles.problem}>支付未成功：{failure}</p>
        <p className={styles.muted}>订单仍为待付款，请在支付时限内重新支付</p>
        <button type="button" className={styles.submitButton} onClick={onRestart}>
          重新支付
        </button>
      </div>
    );
  return (
    <div className={styles.waiting}>
      {qrUrl && (
        <img className={styles.qr} src={qrUrl} width={180} height={180} alt={`${label}模拟支付二维码`} />
      )}
      <p>正在通过{label}支付（演示环境，几秒后自动完成）</p>
      <p className={styles.muted} role="status" aria-live="polite">
        {status.isError && !isIgnorableError(status.error)
          ? '支付结果查询失败，正在重试…'
          : '正在等待支付结果…'}
      </p>
      <button type="button" className={styles.textButton} onClick={onRestart}>
        重新选择支付方式
      </button>
    </div>
  );
}

function Cashier({ orderId }: { orderId: number }) {
  const order = useOrderDetail({ orderId }, { staleTime: 0 });
  const [payType, setPayType] = useState<PayType>(() => startedPayment(orderId) ?? 'wechat');
  const [started, setStarted] = useState(() => startedPayment(orderId) !== null);
  const [paid, setPaid] = useState(false);
  const pay = usePayOrder({
    onSuccess: (reply) => {
      if (reply.paid) setPaid(true);
    },
  });
  const refetch = order.refetch;
  const onPaid = useCallback(() => {
    setPaid(true);
    void refetch();
  }, [refetch]);

  if (order.isPending || order.isError)
    return <OrderLoadState order={order} cardClassName={styles.card} lines={4} homeLink />;
  const data = order.data;
  if (paid || data.payTime !== null)
    return <Paid orderId={orderId} orderNo={data.orderNo} payAmount={data.payAmount} />;
  if (data.status !== 'waitPay')
    return (
      <EmptyState title={`订单${data.statusText}，无需支付`}>
        <Link className={linkButton.primary} to={`/orders/${orderId}`}>
          查看订单
        </Link>
      </EmptyState>
    );

  const start = () => {
    rememberPayment(orderId, payType);
    setStarted(true);
    pay.mutate(
      { orderId, payType },
      {
        onError: () => {
          forgetPayment(orderId);
          setStarted(false);
        },
      },
    );
  };
  const failed = pay.isError && !isIgnorableError(pay.error);

  return (
    <>
      <section className={`${styles.card} ${styles.amount}`} aria-label="应付金额">
        <p className={styles.muted}>应付金额</p>
        <Price fen={data.payAmount} size="lg" />
        <p className={styles.muted}>
          剩余支付时间 <DeadlineCountdown deadline={data.payDeadline} onEnd={() => void refetch()} />
          ，超时订单将自动取消
        </p>
        <p className={styles.muted}>订单号 {data.orderNo}</p>
      </section>
      {started ? (
        <section className={styles.card} aria-label="支付中">
          <Waiting
            orderId={orderId}
            ready={!pay.isPending}
            qrUrl={pay.data?.qrUrl ?? null}
            payType={payType}
            onPaid={onPaid}
            onRestart={() => {
              forgetPayment(orderId);
              setStarted(false);
              pay.reset();
            }}
          />
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="pay-methods">
          <h2 id="pay-methods" className={styles.cardTitle}>
            选择支付方式
          </h2>
          <div role="radiogroup" aria-labelledby="pay-methods" className={styles.methods}>
            {PAY_METHODS.map((m) => (
              <label key={m.key} className={styles.method}>
                <span>{m.label}</span>
                <input
                  type="radio"
                  name="pay-type"
                  className={styles.radio}
                  checked={payType === m.key}
                  onChange={() => setPayType(m.key)}
                />
              </label>
            ))}
          </div>
          {failed && (
            <p className={styles.problem} role="alert">
              支付未能发起：{errorMessage(pay.error)}，请重试
            </p>
          )}
        </section>
      )}
      {!started && (
        <div className={styles.submitBar}>
          <button type="button" className={styles.submitButton} disabled={pay.isPending} onClick={start}>
            {pay.isPending ? '正在发起支付…' : '立即支付'}
          </button>
        </div>
      )}
    </>
  );
}

export default function PayPage() {
  return (
    <OrderIdPage title="收银台" className={styles.page}>
      {(orderId) => <Cashier orderId={orderId} />}
    </OrderIdPage>
  );
}
