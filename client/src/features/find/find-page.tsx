// /find: the community. Ads, the 发帖 form (logged-in users), recommended posts
// (getPostRemendList kind=post) paged by ?page=, and hot topics beside them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { FindAds } from './components/find-ads';
import { HotTopics } from './components/hot-topics';
import { PostForm } from './components/post-form';
import { PostList } from './components/post-list';
import { usePageParam } from './use-page-param';
import { useTopicTitles } from './use-topic-titles';
import styles from './find.module.css';

const PAGE_SIZE = 10;

export default function FindPage() {
  usePageTitle('发现');
  const { page, set } = usePageParam();
  const posts = useQuery({
    ...apiQuery('getPostRemendList', { kind: 'post', pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const topicTitleOf = useTopicTitles();
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className="visually-hidden">发现</h1>
      <FindAds />
      <div className={styles.columns}>
        <div className={styles.main}>
          <PostForm />
          <section className={styles.card} aria-labelledby="recommended-posts">
            <h2 id="recommended-posts" className={styles.cardTitle}>
              推荐帖子
            </h2>
            <PostList
              query={posts}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={(next) => {
                set({ page: next });
                window.scrollTo?.({ top: 0 });
              }}
              emptyTitle="还没有帖子"
              emptyDescription="来发布第一篇帖子吧"
              topicTitleOf={topicTitleOf}
            />
          </section>
        </div>
        <aside className={styles.side} aria-label="社区侧栏">
          <HotTopics />
        </aside>
      </div>
    </div>
  );
}
