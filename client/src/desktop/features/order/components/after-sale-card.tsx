// One entry of the 退款/售后 tab: a refund or a repair with its state and a link to its details.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../ui/format/format-time';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Price } from '../../../ui/price/price';
import styles from '../order.module.css';

type Entry = ResultOf<'getAfterSale'>['list'][number];

export function AfterSaleCard({ entry }: { entry: Entry }) {
  const refund = entry.refund;
  const repair = entry.repair;
  const detail = refund ?? repair;
  if (!detail) return null;
  const link = refund
    ? `/refund_details?refundId=${refund.refundId}`
    : `/service_details?repairId=${repair!.repairId}`;
  return (
    <article className={styles.card} aria-label={refund ? '退款申请' : '维修申请'}>
      <header className={styles.cardHead}>
        <span>{formatDateTime(detail.createTime)}</span>
        <span>{refund ? (refund.refundType === 'refundOnly' ? '仅退款' : '退货退款') : '申请维修'}</span>
        <span className={styles.cardStatus}>{detail.statusText}</span>
      </header>
      <div className={styles.item}>
        <LazyImage
          src={detail.item.picUrl}
          alt={detail.item.name}
          width={72}
          height={72}
          className={styles.itemThumb}
        />
        <div className={styles.itemText}>
          <span className={styles.itemName}>{detail.item.name}</span>
          <span className={styles.muted}>{detail.item.specText}</span>
        </div>
        <span className={styles.itemPrice}>
          {refund && (
            <>
              退款金额 <Price fen={refund.amount} size="sm" />
            </>
          )}
        </span>
        <span className={styles.itemAfterSale}>
          <Link to={link} className={styles.smallLink}>
            查看详情
          </Link>
        </span>
      </div>
    </article>
  );
}
