// /orders/orderDetails?orderId=: state and progress, address, lines, amounts, times, invoice and
// the same actions as the list.
import { useOrderFromUrl } from './use-order-from-url';
import { Link, useNavigate } from 'react-router-dom';
import { missingOrderWords } from '../../../core/api/shop-words';
import { serverNow } from '../../../core/api/server-clock';
import { buttonClass } from '../../ui/button/button';
import { Countdown } from '../../ui/countdown/countdown';
import { formatDateTime } from '../../ui/format/format-time';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { formatPrice, Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import type { Order } from '../../../core/order/use-order-action';
import { Button } from '../../ui/button/button';
import { useContactService } from '../../ui/contact-service/use-contact-service';
import { LatestTrace } from './components/latest-trace';
import { OrderActions } from './components/order-actions';
import { OrderItems } from './components/order-items';
import { OrderSteps } from './components/order-steps';
import styles from './order.module.css';
import { useInvoice } from '../../../core/order/order-queries';

const INVOICE_STATUS = { issuing: '开具中', issued: '已开具' } as const;

function InvoiceBlock({ orderId }: { orderId: number }) {
  const query = useInvoice({ orderId });
  if (!query.data) return null;
  const inv = query.data;
  return (
    <section className={styles.block} aria-labelledby="invoice-title">
      <h2 id="invoice-title" className={styles.blockTitle}>
        发票信息
      </h2>
      <dl className={styles.facts}>
        <dt>发票类型</dt>
        <dd>电子普通发票（{inv.titleType === 'company' ? '单位' : '个人'}）</dd>
        <dt>发票抬头</dt>
        <dd>{inv.title}</dd>
        {inv.taxNo && (
          <>
            <dt>税号</dt>
            <dd>{inv.taxNo}</dd>
          </>
        )}
        <dt>接收邮箱</dt>
        <dd>{inv.email}</dd>
        <dt>发票金额</dt>
        <dd>{formatPrice(inv.amount)}</dd>
        <dt>状态</dt>
        <dd>{INVOICE_STATUS[inv.status]}</dd>
      </dl>
    </section>
  );
}

/** 收货信息: who receives it where, the parcel's tracking number, the buyer's remark. */
function DeliveryFacts({ order }: { order: Order }) {
  const a = order.address;
  return (
    <section className={styles.block} aria-labelledby="address-title">
      <h2 id="address-title" className={styles.blockTitle}>
        收货信息
      </h2>
      <dl className={styles.facts}>
        <dt>收货人</dt>
        <dd>
          {a.consignee} {a.mobile}
        </dd>
        <dt>收货地址</dt>
        <dd>
          {a.provinceName}
          {a.cityName}
          {a.areaName} {a.detail}
        </dd>
        {order.expressNo && (
          <>
            <dt>物流</dt>
            <dd>
              {order.expressCompany} {order.expressNo}
            </dd>
          </>
        )}
        <dt>订单备注</dt>
        <dd>{order.remark || '无'}</dd>
      </dl>
    </section>
  );
}

/** The state, its deadline or the parcel's newest step, the actions, 联系客服 and the progress. */
function StatusBlock({ order }: { order: Order }) {
  const navigate = useNavigate();
  const contactService = useContactService();
  return (
    <section className={styles.block} aria-label="订单状态">
      <div className={styles.statusBanner}>
        <div>
          <p className={styles.statusText}>{order.statusText}</p>
          <p className={styles.muted}>订单号：{order.orderNo}</p>
          {order.status === 'waitPay' && (
            <p className={styles.muted}>
              请在 <Countdown endTime={order.payDeadline} clock={serverNow} /> 内完成支付，超时订单将自动取消
            </p>
          )}
          {order.expressNo && <LatestTrace orderId={order.orderId} />}
        </div>
        <div className={styles.statusActions}>
          <OrderActions
            order={order}
            size="md"
            onDeleted={() => void navigate('/orders', { replace: true })}
          />
          <Button size="md" onClick={contactService}>
            联系客服
          </Button>
        </div>
      </div>
      <OrderSteps order={order} />
    </section>
  );
}

function Details({ order }: { order: Order }) {
  return (
    <>
      <StatusBlock order={order} />
      <div className={styles.grid2}>
        <DeliveryFacts order={order} />
        <section className={styles.block} aria-labelledby="times-title">
          <h2 id="times-title" className={styles.blockTitle}>
            订单信息
          </h2>
          <dl className={styles.facts}>
            <dt>下单时间</dt>
            <dd>{formatDateTime(order.createTime, true)}</dd>
            <dt>付款时间</dt>
            <dd>{formatDateTime(order.payTime, true)}</dd>
            <dt>发货时间</dt>
            <dd>{formatDateTime(order.deliveryTime, true)}</dd>
            <dt>{order.status === 'cancelled' || order.status === 'closed' ? '关闭时间' : '完成时间'}</dt>
            <dd>{formatDateTime(order.finishTime, true)}</dd>
          </dl>
        </section>
      </div>
      <section className={styles.block} aria-labelledby="items-title">
        <h2 id="items-title" className={styles.blockTitle}>
          商品清单
        </h2>
        <OrderItems order={order} />
        <dl className={styles.summary}>
          <dt>商品总额：</dt>
          <dd>{formatPrice(order.goodsAmount)}</dd>
          <dt>运费：</dt>
          <dd>{order.freight > 0 ? formatPrice(order.freight) : '免运费'}</dd>
          {order.couponAmount > 0 && (
            <>
              <dt>优惠券：</dt>
              <dd data-testid="order-coupon">-{formatPrice(order.couponAmount)}</dd>
            </>
          )}
          <dt>实付金额：</dt>
          <dd>
            <Price fen={order.payAmount} size="lg" />
          </dd>
        </dl>
      </section>
      {order.invoiceId > 0 && <InvoiceBlock orderId={order.orderId} />}
    </>
  );
}

export default function OrderDetailsPage() {
  usePageTitle('订单详情');
  const { valid, query } = useOrderFromUrl();
  return (
    <UserCenterLayout title="订单详情">
      {valid ? (
        <QueryView
          query={query}
          skeleton={
            <div className={styles.block} role="status" aria-label="加载中">
              <Skeleton height={24} width="30%" />
              <Skeleton height={120} />
            </div>
          }
          errorTitle="订单加载失败"
          unavailable={missingOrderWords}
          unavailableAction={
            <Link className={buttonClass('default')} to="/orders">
              我的订单
            </Link>
          }
        >
          {(order) => <Details order={order} />}
        </QueryView>
      ) : (
        <EmptyState title="订单不存在" description="链接中缺少订单号" />
      )}
    </UserCenterLayout>
  );
}
