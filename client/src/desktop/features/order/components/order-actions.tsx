// The buttons of one order, exactly those its `actions` allow (the server's status machine decides):
// pay, cancel (with a reason, confirmed), delete (confirmed), confirm receipt (confirmed), evaluate,
// buy again (→ cart), logistics, invoice; plus 查看评价 once something was evaluated.
import { useState } from 'react';
import { CANCEL_REASONS } from '@storefront/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../ui/button/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { Modal } from '../../../ui/modal/modal';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';
import { useAddInvoice } from '../../../../core/order/order-mutations';
import { useOrderAction, type Order, type OrderCommand } from '../../../../core/order/use-order-action';
import styles from '../order.module.css';
import { invoiceInput, InvoiceForm } from './invoice-form';
import { LogisticsDialog } from './logistics-dialog';

type Dialog = 'cancel' | 'delete' | 'takeDelivery' | 'logistics' | 'invoice' | null;

interface OrderActionsProps {
  order: Pick<Order, 'orderId' | 'actions' | 'items'>;
  /** After delete on the detail page the order is gone: go back to the list. */
  onDeleted?: () => void;
  size?: 'sm' | 'md';
}

interface OrderDialogsProps {
  orderId: number;
  dialog: Dialog;
  onClose: () => void;
  pending: boolean;
  run: (command: OrderCommand) => void;
}

/** The confirmations an action asks first (cancel with a reason, delete, receipt), logistics, invoice. */
function OrderDialogs({ orderId, dialog, onClose, pending, run }: OrderDialogsProps) {
  const addInvoice = useAddInvoice();
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  return (
    <>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="取消订单"
        message="订单取消后无法恢复，请选择取消原因："
        confirmText="确定取消"
        cancelText="再想想"
        pending={pending}
        onConfirm={() => run({ kind: 'cancel', orderId, reason })}
        onCancel={() => onClose()}
      >
        <label className={styles.reasonLabel}>
          取消原因
          <select value={reason} onChange={(e) => setReason(e.target.value)}>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        title="删除订单"
        message="删除后订单将无法找回，确定删除吗？"
        confirmText="删除"
        pending={pending}
        onConfirm={() => run({ kind: 'delete', orderId })}
        onCancel={() => onClose()}
      />
      <ConfirmDialog
        open={dialog === 'takeDelivery'}
        title="确认收货"
        message="请确认您已收到全部商品，确认后将无法撤销。"
        confirmText="确认收货"
        pending={pending}
        onConfirm={() => run({ kind: 'takeDelivery', orderId })}
        onCancel={() => onClose()}
      />
      {dialog === 'logistics' && <LogisticsDialog orderId={orderId} onClose={onClose} />}
      <Modal
        open={dialog === 'invoice'}
        onOpenChange={(open) => !open && onClose()}
        title="申请电子发票"
        width={600}
      >
        <InvoiceForm
          submitText="提交申请"
          onCancel={() => onClose()}
          onSubmit={async (values) => {
            await addInvoice.mutateAsync({ orderId, ...invoiceInput(values) });
            showToast('发票申请已提交，开具后将发送至您的邮箱', 'success');
            onClose();
          }}
        />
      </Modal>
    </>
  );
}

export function OrderActions({ order, onDeleted, size = 'sm' }: OrderActionsProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const action = useOrderAction({
    notify: (text) => showToast(text, 'success'),
    onError: toastError,
    onDone: (command: OrderCommand) => {
      setDialog(null);
      if (command.kind === 'againBuy') void navigate('/shoppingCart');
      if (command.kind === 'delete') onDeleted?.();
    },
  });
  const has = (a: Order['actions'][number]) => order.actions.includes(a);
  const pending = action.isPending;
  const evaluatedAny = order.items.some((i) => i.evaluated);
  const id = order.orderId;

  return (
    <div className={styles.actions}>
      {has('pay') && (
        <Link className={buttonClass('primary', size)} to={`/orders/payOrder?orderId=${id}`}>
          立即付款
        </Link>
      )}
      {has('takeDelivery') && (
        <Button size={size} variant="primary" onClick={() => setDialog('takeDelivery')}>
          确认收货
        </Button>
      )}
      {has('evaluate') && (
        <Link className={buttonClass('primary', size)} to={`/Evaluate?orderId=${id}`}>
          评价
        </Link>
      )}
      {evaluatedAny && (
        <Link className={buttonClass('default', size)} to={`/pEvaluate?orderId=${id}`}>
          查看评价
        </Link>
      )}
      {has('logistics') && (
        <Button size={size} onClick={() => setDialog('logistics')}>
          查看物流
        </Button>
      )}
      {has('invoice') && (
        <Button size={size} onClick={() => setDialog('invoice')}>
          申请发票
        </Button>
      )}
      {has('againBuy') && (
        <Button
          size={size}
          pending={action.running === 'againBuy'}
          onClick={() => action.mutate({ kind: 'againBuy', orderId: id })}
        >
          再次购买
        </Button>
      )}
      {has('cancel') && (
        <Button size={size} onClick={() => setDialog('cancel')}>
          取消订单
        </Button>
      )}
      {has('delete') && (
        <Button size={size} variant="text" onClick={() => setDialog('delete')}>
          删除订单
        </Button>
      )}

      <OrderDialogs
        orderId={id}
        dialog={dialog}
        onClose={() => setDialog(null)}
        pending={pending}
        run={action.mutate}
      />
    </div>
  );
}
