// /refund_details?refundId=: state, amount, reason, pictures, the timeline; 撤销申请 while it may
// be undone; the return express form once a 退货退款 has been approved (status waitReturn).
import { Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './after-sale.module.css';
import { REFUND_TYPE_TEXT } from './after-sale-kind';
import { AfterSaleDetails } from './components/after-sale-details';
import { AfterSaleRecordPage } from './components/after-sale-record-page';
import { ReturnExpressForm } from './components/return-express-form';
import { useRefundDetail } from '../../../core/order/after-sale-queries';
import { useUndoRefund } from '../../../core/order/after-sale-mutations';

export const refundUndoable = (status: string): boolean => status === 'applying' || status === 'waitReturn';

function Details({ refundId }: { refundId: number }) {
  const query = useRefundDetail({ refundId });
  const undo = useUndoRefund();
  return (
    <QueryView query={query} skeleton={<Skeleton height={240} />} errorTitle="退款详情加载失败">
      {(r) => (
        <AfterSaleDetails
          kind="refund"
          record={r}
          undoable={refundUndoable(r.status)}
          undo={() => undo.mutateAsync({ refundId })}
          next={
            r.status === 'waitReturn' && (
              <section className={styles.block} aria-labelledby="return-title">
                <h2 id="return-title" className={styles.blockTitle}>
                  寄回商品
                </h2>
                <p className={styles.notice}>请将商品寄回：{r.returnAddress}</p>
                <ReturnExpressForm
                  refundId={refundId}
                  onDone={() => showToast('物流信息已提交', 'success')}
                />
              </section>
            )
          }
          leadingFacts={
            <>
              <dt>退款类型</dt>
              <dd>{REFUND_TYPE_TEXT[r.refundType]}</dd>
              <dt>退款金额</dt>
              <dd>
                <Price fen={r.amount} />
              </dd>
            </>
          }
          trailingFacts={
            r.expressNo && (
              <>
                <dt>退货物流</dt>
                <dd>
                  {r.expressCompany} {r.expressNo}
                </dd>
              </>
            )
          }
        />
      )}
    </QueryView>
  );
}

export default function RefundDetailsPage() {
  return (
    <AfterSaleRecordPage kind="refund">{(refundId) => <Details refundId={refundId} />}</AfterSaleRecordPage>
  );
}
