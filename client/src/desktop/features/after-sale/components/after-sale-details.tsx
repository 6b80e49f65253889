// The details of one refund or repair: its state with 撤销申请 while it may be undone, what the
// kind needs next (a refund's return form), the goods with the facts, pictures, and the timeline.
import type { ResultOf } from '@storefront/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { formatDateTime } from '../../../ui/format/format-time';
import styles from '../after-sale.module.css';
import { AFTER_SALE_TEXT, type AfterSaleKind } from '../after-sale-kind';
import { useAfterSaleChange } from '../use-after-sale-undo';
import { AfterSaleGoods } from './after-sale-goods';
import { Timeline } from '../../../ui/timeline/timeline';

/** What refund and repair records have in common. */
type AfterSaleRecord = Pick<
  ResultOf<'getRepairDetailInfo'>,
  'statusText' | 'createTime' | 'item' | 'reason' | 'description' | 'orderId' | 'pictures' | 'timeline'
>;

interface AfterSaleDetailsProps {
  kind: AfterSaleKind;
  record: AfterSaleRecord;
  undoable: boolean;
  undo: () => Promise<unknown>;
  /** A section between the state and the information (a refund's 寄回商品). */
  next?: ReactNode;
  /** Facts of this kind before the reason, and after the description. */
  leadingFacts?: ReactNode;
  trailingFacts?: ReactNode;
}

export function AfterSaleDetails({
  kind,
  record: r,
  undoable,
  undo: run,
  next,
  leadingFacts,
  trailingFacts,
}: AfterSaleDetailsProps) {
  const text = AFTER_SALE_TEXT[kind];
  const [confirming, setConfirming] = useState(false);
  const undo = useAfterSaleChange(run, text.undone, () => setConfirming(false));
  return (
    <>
      <section className={styles.block} aria-label={text.state}>
        <div className={styles.status}>
          <div>
            <p className={styles.statusText}>{r.statusText}</p>
            <p className={styles.muted}>申请时间：{formatDateTime(r.createTime)}</p>
          </div>
          {undoable && <Button onClick={() => setConfirming(true)}>撤销申请</Button>}
        </div>
      </section>
      {next}
      <section className={styles.block} aria-labelledby={`${kind}-info`}>
        <h2 id={`${kind}-info`} className={styles.blockTitle}>
          {text.info}
        </h2>
        <AfterSaleGoods item={r.item} />
        <dl className={styles.facts} style={{ marginTop: 16 }}>
          {leadingFacts}
          <dt>{text.reason}</dt>
          <dd>{r.reason}</dd>
          <dt>{text.description}</dt>
          <dd>{r.description || '无'}</dd>
          {trailingFacts}
          <dt>所属订单</dt>
          <dd>
            <Link className={styles.link} to={`/orders/orderDetails?orderId=${r.orderId}`}>
              查看订单
            </Link>
          </dd>
        </dl>
        {r.pictures.length > 0 && (
          <div className={styles.pictures}>
            {r.pictures.map((src, i) => (
              <img
                key={src}
                src={src}
                alt={`${text.picture}${i + 1}`}
                width={80}
                height={80}
                loading="lazy"
              />
            ))}
          </div>
        )}
      </section>
      <section className={styles.block} aria-labelledby={`${kind}-progress`}>
        <h2 id={`${kind}-progress`} className={styles.blockTitle}>
          处理进度
        </h2>
        <Timeline entries={r.timeline} label="处理进度" withSeconds />
      </section>
      <ConfirmDialog
        open={confirming}
        title={text.undoTitle}
        message={text.undoQuestion}
        confirmText="撤销申请"
        pending={undo.isPending}
        onConfirm={() => undo.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
