// A refund record: its state, the goods and amount, the reason, what to do next (send the goods
// back and enter the tracking number once approved), 撤销申请 while that is allowed, the timeline.
import type { ResultOf } from '@storefront/contracts';
import { useUndoRefund } from '../../../../core/order/after-sale-mutations';
import { Price } from '../../../ui/price/price';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';
import styles from './orders.module.css';
import { RecordGoods, RecordTimeline } from './after-sale-parts';
import { ReturnExpressForm } from './return-express-form';
import { WithdrawButton } from './withdraw-button';

type Refund = ResultOf<'getRefundDetailInfo'>;

const KIND_TEXT = { refundOnly: '仅退款', returnAndRefund: '退货退款' } as const;

function ReturnSection({ refund }: { refund: Refund }) {
  if (refund.status === 'waitReturn')
    return (
      <section className={styles.card} aria-labelledby="return-goods">
        <h2 id="return-goods" className={styles.cardTitle}>
          寄回商品
        </h2>
        <p>请将商品寄回：{refund.returnAddress}</p>
        <ReturnExpressForm refundId={refund.refundId} />
      </section>
    );
  if (!refund.expressNo) return null;
  return (
    <section className={styles.card} aria-label="退货物流">
      <dl className={styles.facts}>
        <dt>快递公司</dt>
        <dd>{refund.expressCompany}</dd>
        <dt>快递单号</dt>
        <dd>{refund.expressNo}</dd>
      </dl>
    </section>
  );
}

export function RefundDetail({ refund }: { refund: Refund }) {
  const undo = useUndoRefund({
    onSuccess: () => showToast('退款申请已撤销'),
    onError: toastError,
  });
  const withdrawable = refund.status === 'applying' || refund.status === 'waitReturn';
  return (
    <>
      <section className={styles.card} aria-label="退款状态">
        <p className={styles.state}>{refund.statusText}</p>
        <RecordGoods record={refund} />
        <dl className={styles.facts}>
          <dt>售后类型</dt>
          <dd>{KIND_TEXT[refund.refundType]}</dd>
          <dt>退款金额</dt>
          <dd>
            <Price fen={refund.amount} size="sm" />
          </dd>
          <dt>退款原因</dt>
          <dd>{refund.reason}</dd>
        </dl>
        {withdrawable && (
          <div className={styles.actions}>
            <WithdrawButton
              pending={undo.isPending}
              onConfirm={() => undo.mutate({ refundId: refund.refundId })}
            />
          </div>
        )}
      </section>
      <ReturnSection refund={refund} />
      <RecordTimeline record={refund} />
    </>
  );
}
