// Article and post results: cover, highlighted title and summary, author and counts.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../search.module.css';
import { Highlight } from './highlight';

type DocumentCard = ResultOf<'searchPostlist'>['list'][number];

export const documentHref = (doc: DocumentCard) =>
  doc.kind === 'post'
    ? `/article/articleDetail?id=${doc.documentId}&type=post`
    : doc.kind === 'study'
      ? `/article/studyDetail?id=${doc.documentId}`
      : `/article/articleDetail?id=${doc.documentId}`;

const formatDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function DocumentList({ list, keyword }: { list: DocumentCard[]; keyword: string }) {
  return (
    <ul className={styles.documents}>
      {list.map((doc) => (
        <li key={doc.documentId} className={styles.document}>
          <Link to={documentHref(doc)} className={styles.documentLink}>
            <LazyImage src={doc.coverUrl} alt="" width={200} height={120} className={styles.cover} />
            <span className={styles.documentBody}>
              <span className={styles.documentTitle}>
                <Highlight text={doc.title} keyword={keyword} />
              </span>
              <span className={styles.summary}>
                <Highlight text={doc.summary} keyword={keyword} />
              </span>
              <span className={styles.meta}>
                {doc.author.nickname} · {formatDate(doc.createTime)} · {doc.viewCount}阅读 · {doc.favorCount}
                赞 · {doc.commentCount}评论
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const DocumentSkeleton = () => (
  <div role="status" aria-label="加载中" className={styles.documents}>
    {Array.from({ length: 4 }, (_, i) => (
      <div key={i} className={styles.document}>
        <Skeleton width={200} height={120} radius={0} />
        <span className={styles.documentBody}>
          <Skeleton width="60%" height={18} />
          <Skeleton width="90%" height={14} />
        </span>
      </div>
    ))}
  </div>
);
