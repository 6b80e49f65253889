// 发票须知 next to the order page's invoice choice: opens the invoice notice (getReminderAsInvoice)
// in a dialog, fetched only when the buyer asks for it.
import { useState } from 'react';
import { Modal } from '../../../ui/modal/modal';
import { ErrorState } from '../../../ui/states/error-state';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../order.module.css';
import { useInvoiceNotice } from '../../../../core/home/home-queries';

export function InvoiceNotice() {
  const [open, setOpen] = useState(false);
  const notice = useInvoiceNotice(undefined, { enabled: open });
  return (
    <>
      <button type="button" className={styles.noticeLink} onClick={() => setOpen(true)}>
        发票须知
      </button>
      <Modal open={open} onOpenChange={setOpen} title={notice.data?.title ?? '发票须知'} width={600}>
        {notice.isPending ? (
          <div role="status" aria-label="加载中">
            <Skeleton height={18} />
            <Skeleton height={18} />
            <Skeleton height={18} width="60%" />
          </div>
        ) : notice.isError ? (
          <ErrorState error={notice.error} title="发票须知加载失败" onRetry={() => void notice.refetch()} />
        ) : (
          <div className={styles.noticeBody}>
            {notice.data.paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </div>
        )}
      </Modal>
    </>
  );
}
