// /m/pay/:orderId (收银台): the amount, the countdown to the pay deadline, the pay methods this
// browser can use and 立即支付 → the hand-off to the wallet app (simulated: the demo pays by itself
// after a few seconds, polled every 1.5 s) → back on 支付成功 with links to the order and the shop.
// A payment started on this tab resumes when the shopper comes back; a paid or closed order says so.
// An attempt that failed or was cancelled at the cashier says why; the order stays 待付款 and 重新支付
// starts another one.
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useOrderDetail } from '../../../../core/order/order-queries';
import { usePaymentWait } from '../../../../core/order/pay';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { OrderFrame } from '../../../ui/order-frame/order-frame';
import { OrderLoadState } from '../../../ui/order-frame/order-load-state';
import { Price } from '../../../ui/price/price';
import { DeadlineCountdown } from '../../../ui/countdown/deadline-countdown';
import linkButton from '../../../ui/link-button/link-button.module.css';
import styles from './pay.module.css';
import { PayFailure } from './pay-failure';
import { PayMethodChoice } from './pay-method-choice';
import { WALLET_APP } from './pay-methods';
import type { PayType } from '../../../../core/order/pay-methods';
import { forgetPayment } from './pay-session';
import { usePaymentFlow } from './use-payment-flow';
import { WalletHandoff } from './wallet-handoff';

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
  payType: PayType;
  onPaid: () => void;
  /** 重新选择支付方式: drops the started payment (the order stays unpaid until one completes). */
  onRestart: () => void;
}

function Waiting({ orderId, ready, payType, onPaid, onRestart }: WaitingProps) {
  const status = usePaymentWait(orderId, { enabled: ready, onPaid });
  const failure = status.data && !status.data.paid ? status.data.payError : null;
  if (failure) return <PayFailure reason={failure} onRetry={onRestart} />;
  return (
    <div className={styles.waiting}>
      <p>请在{WALLET_APP[payType]}中完成支付（演示环境，几秒后自动完成）</p>
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

interface AmountCardProps {
  payAmount: number;
  payDeadline: number;
  orderNo: string;
  onDeadline: () => void;
}

function AmountCard({ payAmount, payDeadline, orderNo, onDeadline }: AmountCardProps) {
  return (
    <section className={`${styles.card} ${styles.amount}`} aria-label="应付金额">
      <p className={styles.muted}>应付金额</p>
      <Price fen={payAmount} size="lg" />
      <p className={styles.muted}>
        剩余支付时间 <DeadlineCountdown deadline={payDeadline} onEnd={onDeadline} />
        ，超时订单将自动取消
      </p>
      <p className={styles.muted}>订单号 {orderNo}</p>
    </section>
  );
}

function Cashier({ orderId }: { orderId: number }) {
  const order = useOrderDetail({ orderId }, { staleTime: 0 });
  const flow = usePaymentFlow(orderId);
  const { pay, payType, setPaid } = flow;
  const refetch = order.refetch;
  const onPaid = useCallback(() => {
    setPaid(true);
    void refetch();
  }, [refetch, setPaid]);

  if (order.isPending || order.isError)
    return <OrderLoadState order={order} cardClassName={styles.card} lines={4} homeLink />;
  const data = order.data;
  if (flow.paid || data.payTime !== null)
    return <Paid orderId={orderId} orderNo={data.orderNo} payAmount={data.payAmount} />;
  if (data.status !== 'waitPay')
    return (
      <EmptyState title={`订单${data.statusText}，无需支付`}>
        <Link className={linkButton.primary} to={`/orders/${orderId}`}>
          查看订单
        </Link>
      </EmptyState>
    );
  const failed = pay.isError && !isIgnorableError(pay.error);

  return (
    <>
      <AmountCard
        payAmount={data.payAmount}
        payDeadline={data.payDeadline}
        orderNo={data.orderNo}
        onDeadline={() => void refetch()}
      />
      {flow.started ? (
        <section className={styles.card} aria-label="支付中">
          <Waiting
            orderId={orderId}
            ready={!pay.isPending}
            payType={payType}
            onPaid={onPaid}
            onRestart={flow.restart}
          />
        </section>
      ) : (
        <PayMethodChoice
          payType={payType}
          onChange={flow.setPayType}
          problem={failed ? errorMessage(pay.error) : null}
        />
      )}
      {flow.started && flow.inWallet && pay.isSuccess && (
        <WalletHandoff
          app={WALLET_APP[payType]}
          payAmount={data.payAmount}
          orderNo={data.orderNo}
          onReturn={flow.leaveWallet}
          onCancel={flow.restart}
        />
      )}
      {!flow.started && (
        <div className={styles.submitBar}>
          <button type="button" className={styles.submitButton} disabled={pay.isPending} onClick={flow.start}>
            {pay.isPending ? `正在打开${WALLET_APP[payType]}…` : '立即支付'}
          </button>
        </div>
      )}
    </>
  );
}

export default function PayPage() {
  return (
    <OrderFrame title="收银台" className={styles.page}>
      {(orderId) => <Cashier orderId={orderId} />}
    </OrderFrame>
  );
}
