// Post cards carry only a topicId; the hot-topic list (cached, shared with the topic picker) names them.
import { useCallback } from 'react';
import { useHotTopics } from '../../../core/find/find-queries';

export function useTopicTitles(): (topicId: number) => string | undefined {
  const topics = useHotTopics({ pageNum: 1, pageSize: 20 });
  const list = topics.data?.list;
  return useCallback((topicId: number) => list?.find((t) => t.topicId === topicId)?.title, [list]);
}
