// /find/themeDetails?id=: one topic (getTopicById) with collect (addFindTopic collect), its posts
// newest or hottest first (getDocumentTopicListV3 sort=new|hot, ?sort=hot), and posting into it.
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError, isIgnorableError } from '../../../core/api/errors';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { showToast } from '../../ui/toast/toast-bus';
import { CommunityColumns } from './components/community-columns';
import { PostList } from './components/post-list';
import { idFrom, type Topic } from './find-links';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import { useLoginGate } from '../../ui/hooks/use-login-gate';
import { TopicSummary } from './components/topic-summary';
import styles from './find.module.css';
import { CrumbPage } from '../../ui/breadcrumb/breadcrumb';
import { useTopic, useTopicDocuments } from '../../../core/find/find-queries';
import { useCollectTopic } from '../../../core/find/find-mutations';

function TopicHeader({ topic }: { topic: Topic }) {
  const gate = useLoginGate();
  const collect = useCollectTopic({
    onSuccess: (result) => {
      showToast(result.collected ? '已收藏话题' : '已取消收藏', 'success');
    },
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
    },
  });
  return (
    <header className={styles.topicHeader}>
      <LazyImage src={topic.coverUrl} alt="" width={120} height={120} eager className={styles.topicCover} />
      <div className={styles.topicInfo}>
        <h1 className={styles.topicTitle}>#{topic.title}</h1>
        <TopicSummary topic={topic} />
      </div>
      <button
        type="button"
        className={topic.collected ? styles.ghostButton : styles.primaryButton}
        aria-pressed={topic.collected}
        disabled={collect.isPending}
        onClick={() =>
          gate() &&
          collect.mutate({ topicId: topic.topicId, collect: !topic.collected ? 1 : 0, pictures: [] })
        }
      >
        {topic.collected ? '已收藏' : '收藏话题'}
      </button>
    </header>
  );
}

/** Where this page sits: the pages above it. */
const TRAIL = [
  { to: '/find', label: '发现' },
  { to: '/find/hotTopic', label: '热门话题' },
];

export default function ThemeDetailsPage() {
  const paging = useUrlPaging();
  const { params, page, size, update } = paging;
  const topicId = idFrom(params.get('id'));
  const sort = params.get('sort') === 'hot' ? 'hot' : 'new';
  const topic = useTopic({ topicId: topicId ?? 0 }, { enabled: topicId !== null });
  const posts = useTopicDocuments(
    {
      topicId: topicId ?? 0,
      sort,
      pageNum: page,
      pageSize: size,
    },
    { enabled: topicId !== null && topic.isSuccess, placeholderData: keepPreviousData },
  );
  usePageTitle(topic.data ? `#${topic.data.title} - 话题详情` : '话题详情');

  let body;
  if (topicId === null)
    body = <EmptyState title="未找到该话题" action={<Link to="/find/hotTopic">看看热门话题</Link>} />;
  else if (topic.isPending)
    body = <span className={`${styles.topicHeader} ${styles.shimmer}`} role="status" aria-label="加载中" />;
  // A refusal (no such topic) will not change on retry; a network failure may.
  else if (topic.isError && isApiError(topic.error))
    body = (
      <EmptyState
        title={topic.error.msg || '话题不存在'}
        action={<Link to="/find/hotTopic">看看热门话题</Link>}
      />
    );
  else if (topic.isError) body = <ErrorState error={topic.error} onRetry={() => void topic.refetch()} />;
  else
    body = (
      <>
        <TopicHeader topic={topic.data} />
        <CommunityColumns fixedTopic={{ topicId: topic.data.topicId, title: topic.data.title }}>
          <section className={styles.card} aria-label="话题帖子">
            <div className={styles.sortTabs} role="tablist" aria-label="帖子排序">
              {(['new', 'hot'] as const).map((key) => (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  aria-selected={sort === key}
                  className={`${styles.sortTab} ${sort === key ? styles.sortTabActive : ''}`}
                  onClick={() => update({ sort: key === 'new' ? null : key })}
                >
                  {key === 'new' ? '最新' : '最热'}
                </button>
              ))}
            </div>
            <PostList
              query={posts}
              paging={paging}
              emptyTitle="该话题还没有帖子"
              emptyDescription="来发布第一篇帖子吧"
              topicTitleOf={() => topic.data.title}
            />
          </section>
        </CommunityColumns>
      </>
    );

  return (
    <CrumbPage className={styles.page} trail={TRAIL} current="话题详情">
      {body}
    </CrumbPage>
  );
}
