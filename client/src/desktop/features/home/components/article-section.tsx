// 好物文章 on the home page: the latest articles with cover, title and summary.
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { QueryView, isEmptyList } from '../../../ui/query-view/query-view';
import { Section } from '../../../ui/section/section';
import { Skeleton } from '../../../ui/states/skeleton';
import articleGrid from '../../../ui/styles/article-grid.module.css';
import styles from '../home.module.css';
import { useHomeDocuments } from '../../../../core/home/home-queries';

const ArticleSkeleton = () => (
  <div className={articleGrid.grid} role="status" aria-label="加载中">
    {Array.from({ length: 4 }, (_, i) => (
      <div key={i} className={`${articleGrid.item} ${styles.article}`}>
        <Skeleton height={150} radius={0} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={14} width="95%" />
      </div>
    ))}
  </div>
);

export function ArticleSection() {
  const query = useHomeDocuments({ pageNum: 1, pageSize: 4 });
  return (
    <Section title="好物文章" subtitle="懂生活，会挑选" moreHref="/article">
      <QueryView query={query} skeleton={<ArticleSkeleton />} isEmpty={isEmptyList} emptyText="暂无文章">
        {(data) => (
          <ul className={articleGrid.grid}>
            {data.list.map((doc) => (
              <li key={doc.documentId} className={`${articleGrid.item} ${styles.article}`}>
                <Link to={`/article/articleDetail?id=${doc.documentId}`} className={styles.articleLink}>
                  <LazyImage
                    src={doc.coverUrl}
                    alt={doc.title}
                    aspectRatio="2 / 1"
                    className={styles.articleCover}
                  />
                  <h3 className={styles.articleTitle}>{doc.title}</h3>
                  <p className={styles.articleSummary}>{doc.summary}</p>
                  <p className={styles.articleMeta}>
                    {doc.author.nickname} · {doc.viewCount}阅读
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
