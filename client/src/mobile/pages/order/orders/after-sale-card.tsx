// One record of the 售后 tab: the goods (a link to the record's 售后详情), the kind, the state and,
// for a refund, the amount asked back.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { Image } from '../../../ui/image/image';
import { Price } from '../../../ui/price/price';
import styles from './orders.module.css';

type Entry = ResultOf<'getAfterSale'>['list'][number];

const KIND_TEXT = { refundOnly: '仅退款', returnAndRefund: '退货退款' } as const;

export function AfterSaleCard({ entry }: { entry: Entry }) {
  const { refund, repair } = entry;
  const record = refund ?? repair;
  if (!record) return null;
  const id = refund ? `refund-${refund.refundId}` : `repair-${repair!.repairId}`;
  return (
    <article className={styles.card} aria-labelledby={id}>
      <header className={styles.cardHead}>
        <span className={styles.recordKind}>{refund ? KIND_TEXT[refund.refundType] : '申请维修'}</span>
        <span className={styles.recordState}>{record.statusText}</span>
      </header>
      <Link
        className={styles.goods}
        to={refund ? `/refunds/${refund.refundId}` : `/repairs/${repair!.repairId}`}
      >
        <Image src={record.item.picUrl} alt="" width={64} height={64} className={styles.thumb} />
        <span className={styles.itemText}>
          <span id={id} className={styles.goodsName}>
            {record.item.name}
          </span>
          {record.item.specText && <span className={styles.muted}>{record.item.specText}</span>}
        </span>
      </Link>
      {refund && (
        <p className={styles.sum}>
          退款金额 <Price fen={refund.amount} size="sm" />
        </p>
      )}
    </article>
  );
}
