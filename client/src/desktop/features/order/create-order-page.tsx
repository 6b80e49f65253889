// /CreateOrder (source=cart or buyNow): loads what the order would be (getOrderSettleInfoNew, never
// cached: stock and prices move) and hands it to the checkout; a request it cannot settle says so
// and offers the way back to the cart.
import { Link, useSearchParams } from 'react-router-dom';
import { invalidSettleWords } from '../../../core/api/shop-words';
import { useSettleInfo } from '../../../core/order/order-queries';
import type { PageHandle } from '../../ui/page-handle/page-handle';
import { buttonClass } from '../../ui/button/button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { Checkout } from './components/checkout';
import styles from './order.module.css';
import { readSettleTarget } from '../../../core/order/checkout-intent';

export const handle: PageHandle = { layout: 'minimal' };

export default function CreateOrderPage() {
  usePageTitle('确认订单');
  const [params] = useSearchParams();
  const input = readSettleTarget(params);
  const settle = useSettleInfo(input ?? { source: 'cart' }, {
    enabled: input !== null,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className={styles.pageTitle}>确认订单</h1>
      {input === null ? (
        <EmptyState title="订单信息不完整" description="请回到商品页重新选择规格和数量" />
      ) : (
        <QueryView
          query={settle}
          skeleton={
            <div className={styles.block} role="status" aria-label="加载中">
              <Skeleton height={104} />
              <Skeleton height={72} />
            </div>
          }
          errorTitle="无法结算"
          unavailable={invalidSettleWords}
        >
          {(data) => <Checkout input={input} settle={data} />}
        </QueryView>
      )}
      {settle.isError && (
        <p style={{ textAlign: 'center' }}>
          <Link className={buttonClass('default')} to="/shoppingCart">
            返回购物车
          </Link>
        </p>
      )}
    </div>
  );
}
