// /service_details?repairId=: the repair's state, reason, pictures and timeline; 撤销申请 while it is
// still being reviewed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { apiQuery } from '../../api/query';
import { Button } from '../../ui/button/button';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { formatDateTime } from '../../ui/format/format-time';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './after-sale.module.css';
import { AfterSaleGoods } from './components/after-sale-goods';
import { AfterSaleTimeline } from './components/after-sale-timeline';
import { useAfterSaleChange } from './use-after-sale-undo';

function Details({ repairId }: { repairId: number }) {
  const query = useQuery(apiQuery('getRepairDetailInfo', { repairId }));
  const [confirming, setConfirming] = useState(false);
  const undo = useAfterSaleChange(
    () => call('undoApplyRepair', { repairId }),
    '已撤销维修申请',
    () => setConfirming(false),
  );
  return (
    <QueryView query={query} skeleton={<Skeleton height={240} />} errorTitle="维修详情加载失败">
      {(r) => (
        <>
          <section className={styles.block} aria-label="维修状态">
            <div className={styles.status}>
              <div>
                <p className={styles.statusText}>{r.statusText}</p>
                <p className={styles.muted}>申请时间：{formatDateTime(r.createTime)}</p>
              </div>
              {r.status === 'applying' && <Button onClick={() => setConfirming(true)}>撤销申请</Button>}
            </div>
          </section>
          <section className={styles.block} aria-labelledby="repair-info">
            <h2 id="repair-info" className={styles.blockTitle}>
              维修信息
            </h2>
            <AfterSaleGoods item={r.item} />
            <dl className={styles.facts} style={{ marginTop: 16 }}>
              <dt>维修原因</dt>
              <dd>{r.reason}</dd>
              <dt>问题描述</dt>
              <dd>{r.description || '无'}</dd>
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
                  <img key={src} src={src} alt={`维修图片${i + 1}`} width={80} height={80} loading="lazy" />
                ))}
              </div>
            )}
          </section>
          <section className={styles.block} aria-labelledby="repair-progress">
            <h2 id="repair-progress" className={styles.blockTitle}>
              处理进度
            </h2>
            <AfterSaleTimeline entries={r.timeline} />
          </section>
          <ConfirmDialog
            open={confirming}
            title="撤销维修申请"
            message="确定撤销维修申请吗？"
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

export default function ServiceDetailsPage() {
  usePageTitle('维修详情');
  const [params] = useSearchParams();
  const repairId = Number(params.get('repairId'));
  const valid = Number.isInteger(repairId) && repairId > 0;
  return (
    <UserCenterLayout title="维修详情">
      {valid ? (
        <Details repairId={repairId} />
      ) : (
        <EmptyState title="维修记录不存在" description="链接中缺少维修单号" />
      )}
    </UserCenterLayout>
  );
}
