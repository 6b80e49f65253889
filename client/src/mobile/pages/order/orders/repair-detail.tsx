// A repair record: its state, the goods, the reason, the timeline, and 撤销申请 while it is only
// applied for (once accepted the repair goes on).
import type { ResultOf } from '@storefront/contracts';
import { useUndoRepair } from '../../../../core/order/after-sale-mutations';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';
import styles from './orders.module.css';
import { RecordGoods, RecordTimeline } from './after-sale-parts';
import { WithdrawButton } from './withdraw-button';

export function RepairDetail({ repair }: { repair: ResultOf<'getRepairDetailInfo'> }) {
  const undo = useUndoRepair({
    onSuccess: () => showToast('维修申请已撤销'),
    onError: toastError,
  });
  return (
    <>
      <section className={styles.card} aria-label="维修状态">
        <p className={styles.state}>{repair.statusText}</p>
        <RecordGoods record={repair} />
        <dl className={styles.facts}>
          <dt>维修原因</dt>
          <dd>{repair.reason}</dd>
          {repair.description && (
            <>
              <dt>问题描述</dt>
              <dd>{repair.description}</dd>
            </>
          )}
        </dl>
        {repair.status === 'applying' && (
          <div className={styles.actions}>
            <WithdrawButton
              pending={undo.isPending}
              onConfirm={() => undo.mutate({ repairId: repair.repairId })}
            />
          </div>
        )}
      </section>
      <RecordTimeline record={repair} />
    </>
  );
}
