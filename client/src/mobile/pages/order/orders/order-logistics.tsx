// 物流信息 of a shipped order: the carrier, the waybill number and the traces, newest first. The
// detail page shows it as a card; the list card's 查看物流 opens it in a sheet.
import { useState } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useLogistics } from '../../../../core/order/order-queries';
import { Sheet } from '../../../ui/sheet/sheet';
import styles from './orders.module.css';

const timeText = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', {
    hour12: false,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

export function OrderLogistics({ orderId, inSheet = false }: { orderId: number; inSheet?: boolean }) {
  const logistics = useLogistics({ orderId });
  return (
    <section
      className={inSheet ? undefined : styles.card}
      aria-labelledby={inSheet ? undefined : 'order-logistics'}
      aria-label={inSheet ? '物流信息' : undefined}
    >
      {!inSheet && (
        <h2 id="order-logistics" className={styles.cardTitle}>
          物流信息
        </h2>
      )}
      {logistics.isPending && <p className={styles.muted}>物流信息加载中…</p>}
      {logistics.isError && !isIgnorableError(logistics.error) && (
        <p className={styles.muted} role="alert">
          物流信息加载失败：{errorMessage(logistics.error)}
          <button type="button" className={styles.plainButton} onClick={() => void logistics.refetch()}>
            重试
          </button>
        </p>
      )}
      {logistics.data && (
        <>
          <p className={styles.muted}>
            {logistics.data.expressCompany} {logistics.data.expressNo} · {logistics.data.status}
          </p>
          <ol className={styles.traces}>
            {[...logistics.data.traces]
              .sort((a, b) => b.time - a.time)
              .map((trace) => (
                <li key={`${trace.time}-${trace.text}`} className={styles.trace}>
                  <span>{trace.text}</span>
                  <time className={styles.muted} dateTime={new Date(trace.time).toISOString()}>
                    {timeText(trace.time)}
                  </time>
                </li>
              ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** 查看物流 on a list card: the same traces in a sheet, asked for only once it opens. */
export function LogisticsButton({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.outlineButton}
        aria-label={`查看物流 订单${orderNo}`}
        onClick={() => setOpen(true)}
      >
        查看物流
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="物流信息">
        {open && <OrderLogistics orderId={orderId} inSheet />}
      </Sheet>
    </>
  );
}
