// Articles and posts about the keyword, a few above the goods, each opening its mobile page.
import { Link } from 'react-router-dom';
import { useSearchDocuments } from '../../../core/search/search-queries';
import { documentPath } from '../../ui/document/document-path';
import styles from './search.module.css';

export function SearchDocuments({ keyword }: { keyword: string }) {
  const docs = useSearchDocuments({ keyword, pageNum: 1, pageSize: 2 });
  const list = docs.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.docs} aria-labelledby="search-docs-title">
      <h2 id="search-docs-title" className={styles.docsTitle}>
        相关文章
      </h2>
      <ul>
        {list.map((doc) => (
          <li key={doc.documentId}>
            <Link className={styles.doc} to={documentPath(doc)}>
              {doc.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
