// One article in a list: cover, title, summary, author, date and counts. Text is rendered as text.
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { documentHref, type DocumentCard } from '../document-links';
import { countText } from '../../../ui/format/relative-time';
import { formatDate } from '../../../ui/format/format-time';
import styles from '../article.module.css';
import { AuthorLink } from './author-link';

export function DocumentListItem({ doc, eager = false }: { doc: DocumentCard; eager?: boolean }) {
  const href = documentHref(doc);
  return (
    <article className={styles.item}>
      <Link to={href} className={styles.itemCover} tabIndex={-1} aria-hidden="true">
        <LazyImage src={doc.coverUrl} alt="" width={220} height={140} eager={eager} />
      </Link>
      <div className={styles.itemBody}>
        <h2 className={styles.itemTitle}>
          <Link to={href}>{doc.title}</Link>
        </h2>
        <p className={styles.itemSummary}>{doc.summary}</p>
        <p className={styles.itemMeta}>
          <AuthorLink author={doc.author} size={20} />
          <span>{formatDate(doc.createTime)}</span>
          <span>浏览 {countText(doc.viewCount)}</span>
          <span>点赞 {countText(doc.favorCount)}</span>
          <span>评论 {countText(doc.commentCount)}</span>
        </p>
      </div>
    </article>
  );
}

export function DocumentListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.item} aria-hidden="true">
          <span className={`${styles.itemCover} ${styles.shimmer}`} />
          <div className={styles.itemBody}>
            <span className={styles.shimmer} style={{ width: '60%', height: 20 }} />
            <span className={styles.shimmer} style={{ width: '95%', height: 14 }} />
            <span className={styles.shimmer} style={{ width: '80%', height: 14 }} />
            <span className={styles.shimmer} style={{ width: '40%', height: 12 }} />
          </div>
        </div>
      ))}
    </div>
  );
}
