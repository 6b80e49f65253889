// Post cards carry only a topicId; the hot-topic list (cached, shared with the topic picker) names them.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQuery } from '../../api/query';

export function useTopicTitles(): (topicId: number) => string | undefined {
  const topics = useQuery(apiQuery('getHotTopic', { pageNum: 1, pageSize: 20 }));
  const list = topics.data?.list;
  return useCallback((topicId: number) => list?.find((t) => t.topicId === topicId)?.title, [list]);
}
