// 好物文章 on 首页: a few recommended articles, each opening its mobile page.
import { useHomeDocuments } from '../../../core/home/home-queries';
import { DocumentRow } from '../../ui/document/document-row';
import styles from './home.module.css';

export function HomeArticles() {
  const docs = useHomeDocuments({ pageNum: 1, pageSize: 3 });
  const list = docs.data?.list ?? [];
  if (docs.isPending)
    return <div className={`${styles.articles} ${styles.articlesLoading}`} aria-hidden="true" />;
  if (list.length === 0) return null;
  return (
    <section className={styles.articles} aria-labelledby="home-articles-title">
      <h2 id="home-articles-title" className={styles.articlesTitle}>
        好物文章
      </h2>
      <ul>
        {list.map((doc) => (
          <li key={doc.documentId}>
            <DocumentRow doc={doc} />
          </li>
        ))}
      </ul>
    </section>
  );
}
