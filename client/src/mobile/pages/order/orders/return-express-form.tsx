// 填写退货物流: the express company and the tracking number of the goods sent back, each answered in
// Chinese when missing or malformed (the rule of refundExpressNew: 6 to 30 letters or digits).
import { useState } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useSendReturnExpress } from '../../../../core/order/after-sale-mutations';
import { useExpressCompanies } from '../../../../core/order/after-sale-queries';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from './orders.module.css';

const TRACKING_NO = /^[A-Za-z0-9]{6,30}$/;

/** What is wrong with the return's express details, or null. */
export function returnExpressProblem(expressCode: string, expressNo: string): string | null {
  if (!expressCode) return '请选择快递公司';
  const no = expressNo.trim();
  if (!no) return '请填写快递单号';
  if (!TRACKING_NO.test(no)) return '请填写正确的快递单号（6-30位字母或数字）';
  return null;
}

export function ReturnExpressForm({ refundId }: { refundId: number }) {
  const companies = useExpressCompanies({ staleTime: 5 * 60_000 });
  const [expressCode, setExpressCode] = useState('');
  const [expressNo, setExpressNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendReturnExpress({
    onSuccess: () => showToast('物流单号已提交'),
    onError: (error) => {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    },
  });
  const submit = () => {
    const found = returnExpressProblem(expressCode, expressNo);
    setProblem(found);
    if (!found) send.mutate({ refundId, expressCode, expressNo: expressNo.trim() });
  };
  return (
    <form
      aria-label="退货物流"
      noValidate
      className={styles.expressForm}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className={styles.field}>
        <span>快递公司</span>
        <select value={expressCode} onChange={(e) => setExpressCode(e.target.value)} className={styles.input}>
          <option value="">请选择快递公司</option>
          {(companies.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>快递单号</span>
        <input
          className={styles.input}
          value={expressNo}
          inputMode="text"
          autoComplete="off"
          placeholder="请填写快递单号"
          maxLength={30}
          onChange={(e) => setExpressNo(e.target.value)}
        />
      </label>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={styles.sheetButton} disabled={send.isPending}>
        {send.isPending ? '提交中…' : '提交物流单号'}
      </button>
    </form>
  );
}
