// The 申请售后 form once the server has said what this line allows: refund type and reason (as offered
// for it), an optional note, the amount (the most this line can return); submitted as
// refundOrderProduct.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useApplyRefund } from '../../../../core/order/after-sale-mutations';
import { formatPrice } from '../../../ui/price/price';
import { showToast } from '../../../ui/toast/toast-bus';
import { ChoiceFieldset } from './choice-fieldset';
import styles from './orders.module.css';

export const REFUND_NOTE_MAX = 500;
const TYPE_TEXT = { refundOnly: '仅退款', returnAndRefund: '退货退款' } as const;

interface RefundFormProps {
  orderId: number;
  orderItemId: number;
  info: ResultOf<'getApplyRefundInfo'>;
  onClose: () => void;
}

export function RefundForm({ orderId, orderItemId, info, onClose }: RefundFormProps) {
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
  const type = refundType ?? info.refundTypes[0] ?? 'refundOnly';
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
      amount: info.maxAmount,
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
        {info.item.name} · 退款金额 {formatPrice(info.maxAmount)}
      </p>
      <ChoiceFieldset
        legend="退款类型"
        name="refund-type"
        choices={info.refundTypes}
        chosen={type}
        onChoose={setRefundType}
        textOf={(t) => TYPE_TEXT[t]}
      />
      <ChoiceFieldset
        legend="退款原因"
        name="refund-reason"
        choices={info.reasons}
        chosen={reason}
        onChoose={setReason}
      />
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
