// /m/refunds/:id and /m/repairs/:id (售后详情): one after-sale record, what happens next and its
// timeline; a return waiting for the goods takes the tracking number here, and an application not
// yet past review can be withdrawn.
import { useParams } from 'react-router-dom';
import { useRefundDetail, useRepairDetail } from '../../../../core/order/after-sale-queries';
import { useMobileRouteName } from '../../../ui/route-handle/route-handle';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { OrderLoadState } from '../../../ui/order-frame/order-load-state';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import styles from './orders.module.css';
import { RefundDetail } from './refund-detail';
import { RepairDetail } from './repair-detail';
import { parseUrlId } from '../../../../core/router/url-id';

function RefundRecord({ refundId }: { refundId: number }) {
  const refund = useRefundDetail({ refundId }, { staleTime: 0 });
  if (!refund.data) return <OrderLoadState order={refund} cardClassName={styles.card} lines={4} />;
  return <RefundDetail refund={refund.data} />;
}

function RepairRecord({ repairId }: { repairId: number }) {
  const repair = useRepairDetail({ repairId }, { staleTime: 0 });
  if (!repair.data) return <OrderLoadState order={repair} cardClassName={styles.card} lines={4} />;
  return <RepairDetail repair={repair.data} />;
}

export default function AfterSalePage() {
  const kind = useMobileRouteName() === 'repairDetail' ? 'repair' : 'refund';
  const id = parseUrlId(useParams().id);
  return (
    <PageLayout title={kind === 'refund' ? '退款详情' : '维修详情'}>
      {id === null ? (
        <EmptyState title="售后记录不存在" description="链接中的售后编号不正确" />
      ) : kind === 'refund' ? (
        <RefundRecord refundId={id} />
      ) : (
        <RepairRecord repairId={id} />
      )}
    </PageLayout>
  );
}
