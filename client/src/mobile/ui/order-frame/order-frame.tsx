// The frame of a page about one order (/m/orders/:orderId, /m/pay/:orderId): a guest goes to the
// login page and back; a malformed order id says 订单不存在 with a way to 我的订单; otherwise the
// page's body gets the id.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { isLoggedInAtom } from '../../../core/state/session';
import { loginPathFor } from '../login-redirect/login-redirect';
import { EmptyState } from '../empty-state/empty-state';
import linkButton from '../link-button/link-button.module.css';
import { PageLayout } from '../page-layout/page-layout';
import { parseUrlId } from '../../../core/router/url-id';

interface OrderFrameProps {
  title: string;
  className?: string;
  children: (orderId: number) => ReactNode;
}

export function OrderFrame({ title, className, children }: OrderFrameProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const orderId = parseUrlId(useParams().orderId) ?? 0;
  const valid = orderId > 0;
  if (!loggedIn) return <Navigate to={loginPathFor(pathname)} replace />;
  return (
    <PageLayout title={title} className={className}>
      {valid ? (
        children(orderId)
      ) : (
        <EmptyState title="订单不存在" description="链接中的订单号不正确">
          <Link className={linkButton.primary} to="/orders">
            我的订单
          </Link>
        </EmptyState>
      )}
    </PageLayout>
  );
}
