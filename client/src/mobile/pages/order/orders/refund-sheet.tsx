// 申请售后 for one line of a paid order, in a sheet: what the server allows for the line is asked
// first, then the form (refund-form.tsx). The line then shows 退款中.
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useRefundApplyInfo } from '../../../../core/order/after-sale-queries';
import { Sheet } from '../../../ui/sheet/sheet';
import styles from './orders.module.css';
import { RefundForm } from './refund-form';

interface RefundSheetProps {
  orderId: number;
  orderItemId: number;
  onClose: () => void;
}

function RefundApply({ orderId, orderItemId, onClose }: RefundSheetProps) {
  const info = useRefundApplyInfo({ orderId, orderItemId }, { staleTime: 0 });
  if (info.isPending) return <p className={styles.muted}>加载中…</p>;
  if (info.isError)
    return (
      <p className={styles.muted} role="alert">
        {isIgnorableError(info.error) ? '' : `无法申请售后：${errorMessage(info.error)}`}
      </p>
    );
  return <RefundForm orderId={orderId} orderItemId={orderItemId} info={info.data} onClose={onClose} />;
}

export function RefundSheet(props: RefundSheetProps & { open: boolean }) {
  return (
    <Sheet open={props.open} onClose={props.onClose} title="申请售后">
      <RefundApply {...props} />
    </Sheet>
  );
}
