// /refund_details?refundId=: state, amount, reason, pictures, the timeline; 撤销申请 while it may
// be undone; the return express form once a 退货退款 has been approved (status waitReturn).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { apiQuery, invalidateApi } from '../../api/query';
import { Button } from '../../ui/button/button';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { formatDateTime } from '../../ui/format/format-time';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './after-sale.module.css';
import { AfterSaleGoods } from './components/after-sale-goods';
import { AfterSaleTimeline } from './components/after-sale-timeline';
import { REFUND_TYPE_TEXT } from './components/refund-form';
import { ReturnExpressForm } from './components/return-express-form';
import { useAfterSaleChange } from './use-after-sale-undo';

export const refundUndoable = (status: string): boolean => status === 'applying' || status === 'waitReturn';

function Details({ refundId }: { refundId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(apiQuery('getRefundDetailInfo', { refundId }));
  const [confirming, setConfirming] = useState(false);
  const undo = useAfterSaleChange(
    () => call('undoApplyRefund', { refundId }),
    '已撤销退款申请',
    () => setConfirming(false),
  );
  return (
    <QueryView query={query} skeleton={<Skeleton height={240} />} errorTitle="退款详情加载失败">
      {(r) => (
        <>
          <section className={styles.block} aria-label="退款状态">
            <div className={styles.status}>
              <div>
                <p className={styles.statusText}>{r.statusText}</p>
                <p className={styles.muted}>申请时间：{formatDateTime(r.createTime)}</p>
              </div>
              {refundUndoable(r.status) && <Button onClick={() => setConfirming(true)}>撤销申请</Button>}
            </div>
          </section>
          {r.status === 'waitReturn' && (
            <section className={styles.block} aria-labelledby="return-title">
              <h2 id="return-title" className={styles.blockTitle}>
                寄回商品
              </h2>
              <p className={styles.notice}>请将商品寄回：{r.returnAddress}</p>
              <ReturnExpressForm
                refundId={refundId}
                onDone={() => {
                  showToast('物流信息已提交', 'success');
                  void invalidateApi(queryClient, 'getRefundDetailInfo', 'getAfterSale');
                }}
              />
            </section>
          )}
          <section className={styles.block} aria-labelledby="refund-info">
            <h2 id="refund-info" className={styles.blockTitle}>
              退款信息
            </h2>
            <AfterSaleGoods item={r.item} />
            <dl className={styles.facts} style={{ marginTop: 16 }}>
              <dt>退款类型</dt>
              <dd>{REFUND_TYPE_TEXT[r.refundType]}</dd>
              <dt>退款金额</dt>
              <dd>
                <Price fen={r.amount} />
              </dd>
              <dt>退款原因</dt>
              <dd>{r.reason}</dd>
              <dt>退款说明</dt>
              <dd>{r.description || '无'}</dd>
              {r.expressNo && (
                <>
                  <dt>退货物流</dt>
                  <dd>
                    {r.expressCompany} {r.expressNo}
                  </dd>
                </>
              )}
              <dt>所属订单</dt>
              <dd>
                <Link className={styles.link} to={`/orders/orderDetails?orderId=${r.orderId}`}>
                  查看订单
                </Link>
              </dd>
            </dl>
            {r.pictures.length > 0 && (
              <div className={styles.pictures}>
                {r.pictures.map((src, i) => (
                  <img key={src} src={src} alt={`退款凭证${i + 1}`} width={80} height={80} loading="lazy" />
                ))}
              </div>
            )}
          </section>
          <section className={styles.block} aria-labelledby="refund-progress">
            <h2 id="refund-progress" className={styles.blockTitle}>
              处理进度
            </h2>
            <AfterSaleTimeline entries={r.timeline} />
          </section>
          <ConfirmDialog
            open={confirming}
            title="撤销退款申请"
            message="撤销后该商品可重新申请售后，确定撤销吗？"
            confirmText="撤销申请"
            pending={undo.isPending}
            onConfirm={() => undo.mutate()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </QueryView>
  );
}

export default function RefundDetailsPage() {
  usePageTitle('退款详情');
  const [params] = useSearchParams();
  const refundId = Number(params.get('refundId'));
  const valid = Number.isInteger(refundId) && refundId > 0;
  return (
    <UserCenterLayout title="退款详情">
      {valid ? (
        <Details refundId={refundId} />
      ) : (
        <EmptyState title="退款记录不存在" description="链接中缺少退款单号" />
      )}
    </UserCenterLayout>
  );
}
