// /refund_application?orderId=&orderItemId=: first asks the server whether the line may be refunded
// or repaired (getVerifyRefundResultNew), then offers the refund form (getApplyRefundInfo) and, where
// allowed, 申请维修. Success goes to the refund or repair details.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../ui/button/button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './after-sale.module.css';
import { AfterSaleGoods } from './components/after-sale-goods';
import { AFTER_SALE_TEXT, type AfterSaleKind } from './after-sale-kind';
import { AfterSaleForm } from './components/after-sale-form';
import { useRefundApplyInfo, useRefundEligibility } from '../../../core/order/after-sale-queries';
import { parseUrlId } from '../../../core/router/url-id';

interface ModeChoiceProps {
  current: AfterSaleKind;
  canRefund: boolean;
  canRepair: boolean;
  onChoose: (kind: AfterSaleKind) => void;
}

/** 申请退款 or 申请维修: refund greyed out when the order no longer allows it, repair only where it may. */
function ModeChoice({ current, canRefund, canRepair, onChoose }: ModeChoiceProps) {
  return (
    <div className={styles.modes} role="radiogroup" aria-label="售后类型">
      <button
        type="button"
        role="radio"
        aria-checked={current === 'refund'}
        disabled={!canRefund}
        className={`${styles.mode} ${current === 'refund' ? styles.modeOn : ''}`}
        onClick={() => onChoose('refund')}
      >
        申请退款
      </button>
      {canRepair && (
        <button
          type="button"
          role="radio"
          aria-checked={current === 'repair'}
          className={`${styles.mode} ${current === 'repair' ? styles.modeOn : ''}`}
          onClick={() => onChoose('repair')}
        >
          申请维修
        </button>
      )}
    </div>
  );
}

function Application({ orderId, orderItemId }: { orderId: number; orderItemId: number }) {
  const navigate = useNavigate();
  const verify = useRefundEligibility({ orderId, orderItemId });
  const canRefund = verify.data?.canRefund === true;
  const info = useRefundApplyInfo({ orderId, orderItemId }, { enabled: canRefund });
  const [mode, setMode] = useState<AfterSaleKind | null>(null);
  const done = (kind: AfterSaleKind) => (to: string) => {
    showToast(AFTER_SALE_TEXT[kind].submitted, 'success');
    void navigate(to, { replace: true });
  };
  return (
    <QueryView query={verify} skeleton={<Skeleton height={200} />} errorTitle="售后信息加载失败">
      {(v) => {
        if (!v.canRefund && !v.canRepair)
          return (
            <EmptyState
              title="该商品暂不能申请售后"
              description={v.reason ?? undefined}
              action={
                <Link className={buttonClass('default')} to={`/orders/orderDetails?orderId=${orderId}`}>
                  返回订单
                </Link>
              }
            />
          );
        const current = mode ?? (v.canRefund ? 'refund' : 'repair');
        return (
          <>
            <ModeChoice
              current={current}
              canRefund={v.canRefund}
              canRepair={v.canRepair}
              onChoose={setMode}
            />
            {!v.canRefund && v.reason && <p className={styles.notice}>不能退款：{v.reason}</p>}
            {current === 'refund' && canRefund && (
              <QueryView query={info} skeleton={<Skeleton height={240} />} errorTitle="退款信息加载失败">
                {(data) => (
                  <>
                    <div className={styles.block}>
                      <AfterSaleGoods item={data.item} />
                    </div>
                    <AfterSaleForm
                      kind="refund"
                      orderId={orderId}
                      orderItemId={orderItemId}
                      info={data}
                      onDone={done('refund')}
                    />
                  </>
                )}
              </QueryView>
            )}
            {current === 'repair' && v.canRepair && (
              <AfterSaleForm
                kind="repair"
                orderId={orderId}
                orderItemId={orderItemId}
                onDone={done('repair')}
              />
            )}
          </>
        );
      }}
    </QueryView>
  );
}

export default function RefundApplicationPage() {
  usePageTitle('申请售后');
  const [params] = useSearchParams();
  const orderId = parseUrlId(params.get('orderId'));
  const orderItemId = parseUrlId(params.get('orderItemId'));
  return (
    <UserCenterLayout title="申请售后">
      <section className={styles.block}>
        {orderId !== null && orderItemId !== null ? (
          <Application orderId={orderId} orderItemId={orderItemId} />
        ) : (
          <EmptyState title="售后信息不完整" description="请从订单中选择要申请售后的商品" />
        )}
      </section>
    </UserCenterLayout>
  );
}
