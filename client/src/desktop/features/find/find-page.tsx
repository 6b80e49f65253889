// /find: the community. Ads, the 发帖 form (logged-in users), recommended posts
// (getPostRemendList kind=post) paged by ?page=, and hot topics beside them.
import { keepPreviousData } from '@tanstack/react-query';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { FindAds } from './components/find-ads';
import { CommunityColumns } from './components/community-columns';
import { PostList } from './components/post-list';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import { useTopicTitles } from './use-topic-titles';
import styles from './find.module.css';
import { useRecommendedPosts } from '../../../core/find/find-queries';

export default function FindPage() {
  usePageTitle('发现');
  const paging = useUrlPaging();
  const { page, size } = paging;
  const posts = useRecommendedPosts(
    { kind: 'post', pageNum: page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  const topicTitleOf = useTopicTitles();
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className="visually-hidden">发现</h1>
      <FindAds />
      <CommunityColumns>
        <section className={styles.card} aria-labelledby="recommended-posts">
          <h2 id="recommended-posts" className={styles.cardTitle}>
            推荐帖子
          </h2>
          <PostList
            query={posts}
            paging={paging}
            emptyTitle="还没有帖子"
            emptyDescription="来发布第一篇帖子吧"
            topicTitleOf={topicTitleOf}
          />
        </section>
      </CommunityColumns>
    </div>
  );
}
