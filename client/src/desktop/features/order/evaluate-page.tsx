// /Evaluate?orderId=: one evaluation form per line that still needs one; when every line is done
// the buyer is taken to the evaluations of the order (/pEvaluate).
import { useOrderFromUrl } from './use-order-from-url';
import { Link, useNavigate } from 'react-router-dom';
import { missingOrderWords } from '../../../core/api/shop-words';
import { buttonClass } from '../../ui/button/button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import { EvaluateItemForm } from './components/evaluate-item-form';
import styles from './order.module.css';

export default function EvaluatePage() {
  usePageTitle('评价商品');
  const navigate = useNavigate();
  const { valid, query } = useOrderFromUrl();
  return (
    <UserCenterLayout title="评价商品">
      <section className={styles.block}>
        {!valid ? (
          <EmptyState title="订单不存在" description="链接中缺少订单号" />
        ) : (
          <QueryView
            query={query}
            skeleton={<Skeleton height={200} />}
            errorTitle="订单加载失败"
            unavailable={missingOrderWords}
            unavailableAction={
              <Link className={buttonClass('default')} to="/orders">
                我的订单
              </Link>
            }
          >
            {(order) => {
              const todo = order.items.filter((i) => !i.evaluated && i.afterSaleStatus !== 'refunded');
              if (order.status !== 'waitEvaluate' || todo.length === 0)
                return (
                  <EmptyState
                    title={
                      order.status === 'done' || todo.length === 0 ? '该订单已评价完成' : '确认收货后才可评价'
                    }
                    action={
                      <Link className={buttonClass('primary')} to={`/pEvaluate?orderId=${order.orderId}`}>
                        查看评价
                      </Link>
                    }
                  />
                );
              return (
                <>
                  <p className={styles.muted}>
                    订单号：{order.orderNo} · 待评价 {todo.length} 件商品
                  </p>
                  {todo.map((item) => (
                    <EvaluateItemForm
                      key={item.orderItemId}
                      orderId={order.orderId}
                      item={item}
                      onDone={() => {
                        showToast('评价成功，感谢您的分享', 'success');
                        if (todo.length === 1) void navigate(`/pEvaluate?orderId=${order.orderId}`);
                      }}
                    />
                  ))}
                </>
              );
            }}
          </QueryView>
        )}
      </section>
    </UserCenterLayout>
  );
}
