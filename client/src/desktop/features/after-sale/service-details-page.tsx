// /service_details?repairId=: the repair's state, reason, pictures and timeline; 撤销申请 while it is
// still being reviewed.
import { QueryView } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { AfterSaleDetails } from './components/after-sale-details';
import { AfterSaleRecordPage } from './components/after-sale-record-page';
import { useRepairDetail } from '../../../core/order/after-sale-queries';
import { useUndoRepair } from '../../../core/order/after-sale-mutations';

function Details({ repairId }: { repairId: number }) {
  const query = useRepairDetail({ repairId });
  const undo = useUndoRepair();
  return (
    <QueryView query={query} skeleton={<Skeleton height={240} />} errorTitle="维修详情加载失败">
      {(r) => (
        <AfterSaleDetails
          kind="repair"
          record={r}
          undoable={r.status === 'applying'}
          undo={() => undo.mutateAsync({ repairId })}
        />
      )}
    </QueryView>
  );
}

export default function ServiceDetailsPage() {
  return (
    <AfterSaleRecordPage kind="repair">{(repairId) => <Details repairId={repairId} />}</AfterSaleRecordPage>
  );
}
