// 我已支付，查询结果: asks the bank side (abcOrderQuery) by order number whether the payment arrived,
// for a buyer who paid and does not want to wait for the poll. Paid → the page's success view.
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { usePaymentQuery } from '../../../../core/order/pay';
import { Button } from '../../../ui/button/button';
import styles from '../order.module.css';

interface PayResultQueryProps {
  orderNo: string;
  onPaid: () => void;
}

export function PayResultQuery({ orderNo, onPaid }: PayResultQueryProps) {
  const query = usePaymentQuery({
    onSuccess: (state) => {
      if (state.paid) onPaid();
    },
  });
  const failed = query.isError && !isIgnorableError(query.error);
  return (
    <div className={styles.payQuery}>
      <Button pending={query.isPending} pendingText="正在查询..." onClick={() => query.mutate({ orderNo })}>
        我已支付，查询结果
      </Button>
      {failed && (
        <p className={styles.payQueryError} role="alert">
          查询失败：{errorMessage(query.error)}
        </p>
      )}
      {query.isSuccess && !query.data.paid && (
        <p className={styles.muted} role="status">
          尚未收到付款，请稍后再试
        </p>
      )}
    </div>
  );
}
