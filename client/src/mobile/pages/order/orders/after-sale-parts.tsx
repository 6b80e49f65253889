// The pieces both after-sale records show: the goods of the line, and the timeline, newest first.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { Image } from '../../../ui/image/image';
import styles from './orders.module.css';

type Record = ResultOf<'getRefundDetailInfo'> | ResultOf<'getRepairDetailInfo'>;

const dateTime = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

export function RecordGoods({ record }: { record: Record }) {
  return (
    <Link
      className={styles.goods}
      to={`/orders/${record.orderId}`}
      aria-label={`查看订单 ${record.item.name}`}
    >
      <Image src={record.item.picUrl} alt="" width={64} height={64} className={styles.thumb} />
      <span className={styles.itemText}>
        <span className={styles.goodsName}>{record.item.name}</span>
        {record.item.specText && <span className={styles.muted}>{record.item.specText}</span>}
      </span>
    </Link>
  );
}

export function RecordTimeline({ record }: { record: Record }) {
  const steps = [...record.timeline].sort((a, b) => b.time - a.time);
  return (
    <section className={styles.card} aria-labelledby="after-sale-timeline">
      <h2 id="after-sale-timeline" className={styles.cardTitle}>
        处理进度
      </h2>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li key={`${step.time}-${step.text}`}>
            <p>{step.text}</p>
            <p className={styles.muted}>{dateTime(step.time)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
