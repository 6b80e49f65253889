// The account reads: a user's profile (the signed-in user's or another's), interests and posts.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** A user's profile; `isSelf` says it is the signed-in user. */
export const useUserInfo = (input: InputOf<'getPersonalData'>, extras?: QueryExtras<'getPersonalData'>) =>
  useApiQuery(apiQuery('getPersonalData', input), extras);

/** The interests one may choose, with the chosen ones marked. */
export const useMyInterests = (input?: InputOf<'getMyInterest'>, extras?: QueryExtras<'getMyInterest'>) =>
  useApiQuery(apiQuery('getMyInterest', input), extras);

/** A user's posts, paged. */
export const useUserPosts = (input?: InputOf<'getMyPostList'>, extras?: QueryExtras<'getMyPostList'>) =>
  useApiQuery(apiQuery('getMyPostList', input), extras);
