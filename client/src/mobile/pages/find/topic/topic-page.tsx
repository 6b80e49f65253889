// 话题 /m/topic/:id: a community topic on a phone (the desktop's /find/themeDetails), its cover and
// counts, then its posts newest or hottest first, the next page as the reader nears the end.
import { useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../../core/api/errors';
import { useTopic } from '../../../../core/find/find-queries';
import { GonePage } from '../../../ui/empty-state/gone-page';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { TopicHeader } from './topic-header';
import { TopicPosts } from './topic-posts';
import { parseUrlId } from '../../../../core/router/url-id';

export default function TopicPage() {
  const topicId = parseUrlId(useParams().id);
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') === 'hot' ? 'hot' : 'new';
  const topic = useTopic({ topicId: topicId ?? 0 }, { enabled: topicId !== null });

  if (topicId === null || (isApiError(topic.error) && topic.error.code === '02'))
    return <GonePage pageTitle="话题" title="话题不存在或已删除" />;
  return (
    <PageLayout title={topic.data ? `#${topic.data.title}` : '话题'}>
      <TopicHeader topic={topic} />
      <TopicPosts
        topicId={topicId}
        sort={sort}
        onSort={(next) => setParams(next === 'hot' ? { sort: 'hot' } : {}, { replace: true })}
      />
    </PageLayout>
  );
}
