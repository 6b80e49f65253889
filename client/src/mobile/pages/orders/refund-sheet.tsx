// 申请售后 for one line of a paid order, in a sheet: refund type and reason (as the server offers
// them for this line), an optional note, the amount (the most this line can return); submitted as
// refundOrderProduct. The line then shows 退款中.
import { useState } from 'react';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useApplyRefund } from '../../../core/order/after-sale-mutations';
import { useRefundApplyInfo } from '../../../core/order/after-sale-queries';
import { formatPrice } from '../../ui/price/price';
import { Sheet } from '../../ui/sheet/sheet';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './orders.module.css';

export const REFUND_NOTE_MAX = 500;
const TYPE_TEXT = { refundOnly: '仅退款', returnAndRefund: '退货退款' } as const;

interface RefundSheetProps {
  orderId: number;
  orderItemId: number;
  onClose: () => void;
}

function RefundForm({ orderId, orderItemId, onClose }: RefundSheetProps) {
  const info = useRefundApplyInfo({ orderId, orderItemId }, { staleTime: 0 });
  const [refundType, setRefundType] = useState<keyof typeof TYPE_TEXT | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useApplyRefund({
    onSuccess: () => {
      showToast('售后申请已提交');
      onClose();
    },
    onError: (error) => {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    },
  });
  if (info.isPending) return <p className={styles.muted}>加载中…</p>;
  if (info.isError)
    return (
      <p className={styles.muted} role="alert">
        {isIgnorableError(info.error) ? '' : `无法申请售后：${errorMessage(info.error)}`}
      </p>
    );
  const type = refundType ?? info.data.refundTypes[0] ?? 'refundOnly';
  const submit = () => {
    setProblem(null);
    if (!reason) {
      setProblem('请选择退款原因');
      return;
    }
    const text = note.trim();
    apply.mutate({
      orderId,
      orderItemId,
      refundType: type,
      reason,
      amount: info.data.maxAmount,
      ...(text ? { description: text } : {}),
    });
  };
  return (
    <form
      aria-label="售后申请"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.muted}>
        {info.data.item.name} · 退款金额 {formatPrice(info.data.maxAmount)}
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.cardTitle}>退款类型</legend>
        {info.data.refundTypes.map((t) => (
          <label key={t} className={styles.reason}>
            <span>{TYPE_TEXT[t]}</span>
            <input
              type="radio"
              name="refund-type"
              className={styles.radio}
              checked={type === t}
              onChange={() => setRefundType(t)}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.cardTitle}>退款原因</legend>
        {info.data.reasons.map((r) => (
          <label key={r} className={styles.reason}>
            <span>{r}</span>
            <input
              type="radio"
              name="refund-reason"
              className={styles.radio}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
          </label>
        ))}
      </fieldset>
      <label htmlFor="refund-note" className={styles.cardTitle}>
        退款说明（选填）
      </label>
      <textarea
        id="refund-note"
        className={styles.note}
        rows={3}
        maxLength={REFUND_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={styles.sheetButton} disabled={apply.isPending}>
        {apply.isPending ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}

export function RefundSheet(props: RefundSheetProps & { open: boolean }) {
  return (
    <Sheet open={props.open} onClose={props.onClose} title="申请售后">
      <RefundForm {...props} />
    </Sheet>
  );
}
