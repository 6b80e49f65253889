// A dated trail of events, newest first: an after-sale's progress, a parcel's trace. The newest
// entry is marked.
import { formatDateTime } from '../format/format-time';
import styles from './timeline.module.css';

export interface TimelineEntry {
  time: number;
  text: string;
}

export function Timeline({
  entries,
  label,
  withSeconds = false,
}: {
  entries: TimelineEntry[];
  label?: string;
  withSeconds?: boolean;
}) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((e, i) => (
        <li key={`${e.time}-${i}`}>
          <span className={styles.text}>{e.text}</span>
          <time className={styles.time}>{formatDateTime(e.time, withSeconds)}</time>
        </li>
      ))}
    </ol>
  );
}
