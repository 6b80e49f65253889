// What an order or after-sale list shows before its first page is in: a skeleton while it loads,
// or the failure with 重试 (nothing for a failure that needs no word, such as a lapsed login).
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { ErrorState } from '../../../ui/error-state/error-state';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './orders.module.css';

interface FirstPageStateProps {
  pages: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What failed to load, as the message names it: 订单, 售后记录. */
  what: string;
}

export function FirstPageState({ pages, what }: FirstPageStateProps) {
  if (!pages.isError)
    return (
      <div className={styles.card} role="status" aria-label="加载中">
        <Skeleton lines={4} />
      </div>
    );
  if (isIgnorableError(pages.error)) return null;
  return (
    <ErrorState
      message={`${what}加载失败：${errorMessage(pages.error)}`}
      onRetry={() => void pages.refetch()}
    />
  );
}
