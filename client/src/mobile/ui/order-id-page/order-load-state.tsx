// What a page about one order shows until its order is there: a skeleton card while it loads,
// 订单加载失败 with 重试 when the load failed (nothing for a failure already handled, such as a 52).
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { ErrorState } from '../error-state/error-state';
import { Skeleton } from '../skeleton/skeleton';

interface OrderLoadStateProps {
  order: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  /** The page's card, so the skeleton sits where the order will. */
  cardClassName?: string;
  lines: number;
  homeLink?: boolean;
}

export function OrderLoadState({ order, cardClassName, lines, homeLink = false }: OrderLoadStateProps) {
  if (order.isPending)
    return (
      <div className={cardClassName} role="status" aria-label="加载中">
        <Skeleton lines={lines} />
      </div>
    );
  if (isIgnorableError(order.error)) return null;
  return (
    <ErrorState
      message={`订单加载失败：${errorMessage(order.error)}`}
      onRetry={() => void order.refetch()}
      homeLink={homeLink}
    />
  );
}
