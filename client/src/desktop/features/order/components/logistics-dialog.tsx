// 查看物流: the express company, number and the trace, newest first.
import { Modal } from '../../../ui/modal/modal';
import { QueryView } from '../../../ui/query-view/query-view';
import { Loading } from '../../../ui/states/skeleton';
import { Timeline } from '../../../ui/timeline/timeline';
import styles from '../order.module.css';
import { useLogistics } from '../../../../core/order/order-queries';

export function LogisticsDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const query = useLogistics({ orderId });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="物流信息" width={520}>
      <QueryView query={query} skeleton={<Loading />} errorTitle="物流信息加载失败">
        {(data) => (
          <div>
            <p className={styles.logisticsHead}>
              {data.expressCompany} · 运单号 {data.expressNo} · <strong>{data.status}</strong>
            </p>
            <Timeline entries={data.traces} />
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
