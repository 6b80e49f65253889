// One article or post in a list (首页's 好物文章, a topic's posts): title, author and views beside
// its cover, opening the document's own page.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { Image } from '../image/image';
import { documentPath } from './document-path';
import styles from './document-row.module.css';

/** A document as the lists carry it. */
export type DocumentCard = ResultOf<'getDocumentTopicListV3'>['list'][number];

export function DocumentRow({ doc }: { doc: DocumentCard }) {
  return (
    <Link className={styles.row} to={documentPath(doc)}>
      <span className={styles.text}>
        <span className={styles.name}>{doc.title}</span>
        <span className={styles.meta}>
          {doc.author.nickname} · {doc.viewCount}次浏览
        </span>
      </span>
      <Image className={styles.cover} src={doc.coverUrl} alt="" ratio="4 / 3" />
    </Link>
  );
}
