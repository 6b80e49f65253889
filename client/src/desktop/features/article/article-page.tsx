// /article?id=: articles of one article category (see docs/product-rules.md). The categories of the nav's article tab
// (getNewCategoryList articleNav) are the tabs; the list (getDocumentHomeList) pages by ?page=.
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Skeleton } from '../../ui/states/skeleton';
import { DocumentList } from './components/document-list';
import { documentHref, idFrom } from './document-links';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import frame from '../../ui/styles/page.module.css';
import styles from './article.module.css';
import { useRecommendedPosts } from '../../../core/find/find-queries';
import { useHomeDocuments, useNavCategories } from '../../../core/home/home-queries';

function StudyPicks() {
  const query = useRecommendedPosts({ kind: 'study', pageNum: 1, pageSize: 5 });
  return (
    <section className={styles.sideCard} aria-labelledby="study-picks">
      <h2 id="study-picks" className={styles.sideTitle}>
        学堂推荐
        <Link to="/study" className={styles.sideMore}>
          更多 ›
        </Link>
      </h2>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.data && query.data.list.length > 0 ? (
        <ol className={styles.rankList}>
          {query.data.list.map((doc, index) => (
            <li key={doc.documentId}>
              <span className={styles.rank}>{index + 1}</span>
              <Link to={documentHref(doc)}>{doc.title}</Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>暂无推荐</p>
      )}
    </section>
  );
}

export default function ArticlePage() {
  const { params, page, size, update, setPage } = useUrlPaging();
  const categoryId = idFrom(params.get('id'));
  const nav = useNavCategories();
  const categories = nav.data?.articleNav ?? [];
  const current = categories.find((c) => c.id === categoryId);
  const list = useHomeDocuments(
    {
      pageNum: page,
      pageSize: size,
      ...(categoryId ? { categoryId } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  usePageTitle(current ? `${current.title} - 文章专题` : '文章专题');

  const tab = (id: number | null, title: string) => {
    const active = id === categoryId;
    return (
      <button
        key={id ?? 'all'}
        type="button"
        role="tab"
        aria-selected={active}
        className={`${styles.tab} ${active ? styles.tabActive : ''}`}
        onClick={() => update({ id })}
      >
        {title}
      </button>
    );
  };

  return (
    <div className={`layout-width ${frame.stack}`}>
      <h1 className="visually-hidden">文章专题</h1>
      <div className={styles.tabs} role="tablist" aria-label="文章分类">
        {nav.isPending ? (
          <Skeleton height={24} width={480} />
        ) : (
          [tab(null, '全部文章'), ...categories.map((c) => tab(c.id, c.title))]
        )}
      </div>
      <div className={frame.columns}>
        <section
          className={`${frame.main} ${styles.mainWide}`}
          role="tabpanel"
          aria-label={current?.title ?? '全部文章'}
        >
          <DocumentList
            query={list}
            page={page}
            pageSize={size}
            onPage={setPage}
            emptyTitle="该分类暂无文章"
          />
        </section>
        <aside className={styles.side} aria-label="推荐阅读">
          <StudyPicks />
        </aside>
      </div>
    </div>
  );
}
