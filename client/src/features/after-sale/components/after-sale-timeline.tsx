// The progress of a refund or repair, newest first.
import { formatDateTime } from '../../../ui/format/format-time';
import styles from '../after-sale.module.css';

export function AfterSaleTimeline({ entries }: { entries: Array<{ time: number; text: string }> }) {
  return (
    <ol className={styles.timeline} aria-label="处理进度">
      {entries.map((e, i) => (
        <li key={`${e.time}-${i}`}>
          <span>{e.text}</span>
          <time className={styles.time}>{formatDateTime(e.time, true)}</time>
        </li>
      ))}
    </ol>
  );
}
