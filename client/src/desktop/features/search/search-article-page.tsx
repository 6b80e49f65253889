// /SearchArticle?keyword=…: articles and the topics that match.
import { Link } from 'react-router-dom';
import { DocumentList, DocumentSkeleton } from './components/document-list';
import { Highlight } from './components/highlight';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchQuery } from './use-search-query';
import styles from './search.module.css';

export default function SearchArticlePage() {
  const { keyword, results } = useSearchQuery('searchDucumentAndTopiclist');
  const topics = results.query.data?.topics ?? [];
  return (
    <SearchLayout type={2} keyword={keyword}>
      {topics.length > 0 && results.page === 1 && (
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
      <SearchResults type={2} {...results} skeleton={<DocumentSkeleton />}>
        {(list) => <DocumentList list={list} keyword={keyword} />}
      </SearchResults>
    </SearchLayout>
  );
}
