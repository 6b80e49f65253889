// What a back to 确认订单 shows once its order was submitted: the order exists and waits for
// payment under 待付款, with the way to pay it or to see it; never a second settle of the purchase.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import linkButton from '../../../ui/link-button/link-button.module.css';
import { PageLayout } from '../../../ui/page-layout/page-layout';

export function SubmittedNotice({ orderId }: { orderId: number }) {
  return (
    <PageLayout title="订单已提交">
      <EmptyState title="订单已提交" description="该订单在“我的订单 - 待付款”中，可继续支付或查看订单">
        <Link className={linkButton.primary} to={`/pay/${orderId}`} replace>
          去支付
        </Link>
        <Link className={linkButton.secondary} to={`/orders/${orderId}`} replace>
          查看订单
        </Link>
      </EmptyState>
    </PageLayout>
  );
}
