// The message centre's reads: the lists per kind and the mini-program QR code.
import type { InputOf } from '../api/call';
import { apiQuery, useApiQuery, type QueryExtras } from '../api/query';

/** 评论消息. */
export const useCommentMessages = (
  input?: InputOf<'commentMessageList'>,
  extras?: QueryExtras<'commentMessageList'>,
) => useApiQuery(apiQuery('commentMessageList', input), extras);

/** 点赞消息. */
export const useLikeMessages = (
  input?: InputOf<'favorMessageList'>,
  extras?: QueryExtras<'favorMessageList'>,
) => useApiQuery(apiQuery('favorMessageList', input), extras);

/** 关注与新消息. */
export const useFollowMessages = (
  input?: InputOf<'newMsgMessageList'>,
  extras?: QueryExtras<'newMsgMessageList'>,
) => useApiQuery(apiQuery('newMsgMessageList', input), extras);

/** 官方消息. */
export const useOfficialMessages = (
  input?: InputOf<'newOfficialCommentList'>,
  extras?: QueryExtras<'newOfficialCommentList'>,
) => useApiQuery(apiQuery('newOfficialCommentList', input), extras);

/** 订单消息. */
export const useOrderMessages = (
  input?: InputOf<'orderMessageList'>,
  extras?: QueryExtras<'orderMessageList'>,
) => useApiQuery(apiQuery('orderMessageList', input), extras);

/** A mini-program QR code for a page and scene. */
export const useMiniProgramQrCode = (input: InputOf<'createQrCode'>, extras?: QueryExtras<'createQrCode'>) =>
  useApiQuery(apiQuery('createQrCode', input), extras);

/** The five unread totals as the server counts them (the header badge reads them via useMessageTotals). */
export const useUnreadCounts = (input: InputOf<'messageTotal'>, extras?: QueryExtras<'messageTotal'>) =>
  useApiQuery(apiQuery('messageTotal', input), extras);
