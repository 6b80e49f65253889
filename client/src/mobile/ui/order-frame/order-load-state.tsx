// What a page about one order shows until its order is there: a skeleton card while it loads,
// 订单加载失败 with 重试 when the load failed (nothing for a failure already handled, such as a 52),
// 订单不存在 without 重试 when the server refused it.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { missingOrderWords } from '../../../core/api/shop-words';
import { EmptyState } from '../empty-state/empty-state';
import linkButton from '../link-button/link-button.module.css';
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
  // A refusal (someone else's order, an unknown id) will not change on retry: say so, no 重试. The
  // shop's words (core/api/shop-words.ts), not the server's: it answers both alike (无权操作).
  const missing = missingOrderWords(order.error);
  if (missing)
    return (
      <EmptyState title={missing.title} description={missing.description}>
        <Link className={linkButton.primary} to="/orders">
          我的订单
        </Link>
      </EmptyState>
    );
  return (
    <ErrorState
      message={`订单加载失败：${errorMessage(order.error)}`}
      onRetry={() => void order.refetch()}
      homeLink={homeLink}
    />
  );
}
