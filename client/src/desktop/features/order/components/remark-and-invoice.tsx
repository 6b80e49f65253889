// 备注与发票 of /CreateOrder: the remark (at most ORDER_REMARK_MAX characters, counted as typed)
// and the invoice choice, edited in a dialog and filed once the order is paid.
import { ORDER_REMARK_MAX } from '@storefront/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import styles from '../order.module.css';
import { InvoiceForm, type InvoiceValues } from './invoice-form';
import { InvoiceNotice } from './invoice-notice';

interface RemarkAndInvoiceProps {
  remark: string;
  onRemark: (remark: string) => void;
  invoice: InvoiceValues | null;
  onInvoice: (invoice: InvoiceValues | null) => void;
}

const invoiceSummary = (invoice: InvoiceValues | null) =>
  invoice
    ? `电子普通发票 · ${invoice.invoiceTitleType === 'company' ? '单位' : '个人'} · ${invoice.invoiceTitle} · ${invoice.email}`
    : '不开发票';

export function RemarkAndInvoice({ remark, onRemark, invoice, onInvoice }: RemarkAndInvoiceProps) {
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  return (
    <section className={styles.block} aria-labelledby="co-more">
      <h2 id="co-more" className={styles.blockTitle}>
        备注与发票
      </h2>
      <label htmlFor="co-remark" className={styles.muted}>
        订单备注（选填）
      </label>
      <textarea
        id="co-remark"
        className={styles.remark}
        maxLength={ORDER_REMARK_MAX}
        placeholder="选填，可告诉商家您的特殊要求"
        value={remark}
        onChange={(e) => onRemark(e.target.value)}
      />
      <p className={styles.counter} aria-live="polite">
        {remark.length}/{ORDER_REMARK_MAX}
      </p>
      <div className={styles.blockHead}>
        <span>
          发票：{invoiceSummary(invoice)}
          <InvoiceNotice />
        </span>
        <span>
          {invoice && (
            <Button size="sm" variant="text" onClick={() => onInvoice(null)}>
              不开发票
            </Button>
          )}{' '}
          <Button size="sm" onClick={() => setInvoiceOpen(true)}>
            {invoice ? '修改发票信息' : '开具发票'}
          </Button>
        </span>
      </div>
      <Modal
        open={invoiceOpen}
        onOpenChange={setInvoiceOpen}
        title="发票信息"
        width={600}
        description="电子发票将在订单支付后开具并发送至您的邮箱"
      >
        <InvoiceForm
          initial={invoice ?? undefined}
          submitText="保存发票信息"
          onCancel={() => setInvoiceOpen(false)}
          onSubmit={async (values) => {
            onInvoice(values);
            setInvoiceOpen(false);
          }}
        />
      </Modal>
    </section>
  );
}
