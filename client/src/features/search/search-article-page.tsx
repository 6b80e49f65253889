// /SearchArticle?keyword=…: articles and the topics that match.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiQuery } from '../../api/query';
import { DocumentList, DocumentSkeleton } from './components/document-list';
import { Highlight } from './components/highlight';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchParamsState } from './use-search-params';
import styles from './search.module.css';

export default function SearchArticlePage() {
  const { keyword, page, size, setPage } = useSearchParamsState();
  const query = useQuery({
    ...apiQuery('searchDucumentAndTopiclist', { keyword, pageNum: page, pageSize: size }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
  const topics = query.data?.topics ?? [];
  return (
    <SearchLayout type={2} keyword={keyword}>
      {topics.length > 0 && page === 1 && (
        <section className={styles.topics} aria-labelledby="topic-results">
          <h2 id="topic-results" className={styles.subheading}>
            相关话题
          </h2>
          <ul>
            {topics.map((t) => (
              <li key={t.topicId}>
                <Link to={`/find/themeDetails?id=${t.topicId}`}>
                  #<Highlight text={t.title} keyword={keyword} />#{' '}
                  <span className={styles.meta}>{t.postCount}篇内容</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SearchResults
        type={2}
        query={query}
        page={page}
        pageSize={size}
        onPage={setPage}
        skeleton={<DocumentSkeleton />}
      >
        {(list) => <DocumentList list={list} keyword={keyword} />}
      </SearchResults>
    </SearchLayout>
  );
}
