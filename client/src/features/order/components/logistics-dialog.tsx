// 查看物流: the express company, number and the trace, newest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';
import { formatDateTime } from '../../../ui/format/format-time';
import { Modal } from '../../../ui/modal/modal';
import { QueryView } from '../../../ui/query-view/query-view';
import { Loading } from '../../../ui/states/skeleton';
import styles from '../order.module.css';

export function LogisticsDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const query = useQuery(apiQuery('viewLogistics', { orderId }));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="物流信息" width={520}>
      <QueryView query={query} skeleton={<Loading />} errorTitle="物流信息加载失败">
        {(data) => (
          <div>
            <p className={styles.logisticsHead}>
              {data.expressCompany} · 运单号 {data.expressNo} · <strong>{data.status}</strong>
            </p>
            <ol className={styles.timeline}>
              {data.traces.map((t, i) => (
                <li key={`${t.time}-${i}`} className={i === 0 ? styles.timelineNow : undefined}>
                  <span className={styles.timelineText}>{t.text}</span>
                  <time className={styles.timelineTime}>{formatDateTime(t.time)}</time>
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
