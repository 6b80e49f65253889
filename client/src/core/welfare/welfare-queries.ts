// The welfare area's reads: topics (new, current, past), a topic's goods and the sign-in page.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** 往期福利. */
export const usePastWelfareTopics = (
  input?: InputOf<'getOverdueTopics'>,
  extras?: QueryExtras<'getOverdueTopics'>,
) => useApiQuery(apiQuery('getOverdueTopics', input), extras);

/** 最新福利. */
export const useNewestWelfareTopic = (input?: InputOf<'getNewTopic'>, extras?: QueryExtras<'getNewTopic'>) =>
  useApiQuery(apiQuery('getNewTopic', input), extras);

/** 福利专题. */
export const useWelfareTopics = (input?: InputOf<'getTopics'>, extras?: QueryExtras<'getTopics'>) =>
  useApiQuery(apiQuery('getTopics', input), extras);

/** One welfare topic's goods, paged. */
export const useWelfareTopicGoods = (
  input: InputOf<'getTopicGoodsPush'>,
  extras?: QueryExtras<'getTopicGoodsPush'>,
) => useApiQuery(apiQuery('getTopicGoodsPush', input), extras);

/** 签到页: the streak, today's state and the points. */
export const useSignInPage = (
  input?: InputOf<'selectSignPageDetail'>,
  extras?: QueryExtras<'selectSignPageDetail'>,
) => useApiQuery(apiQuery('selectSignPageDetail', input), extras);

/** One page of 福利专题 or 往期福利, picked by name (the welfare page's two tabs). */
export const useWelfareTopicList = <N extends 'getTopics' | 'getOverdueTopics'>(
  call: N,
  input: InputOf<N>,
  extras?: QueryExtras<N>,
) => useApiQuery(apiQuery(call, input), extras);
