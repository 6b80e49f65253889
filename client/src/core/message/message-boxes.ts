// The message centre's boxes (点赞, 评论, 关注, 官方, 订单), each backed by its list call and counted
// by one of messageTotal's totals. Reading a box marks it read: its count drops to 0 at once and
// the totals are refetched for the server's word, so both faces clear the badge the same way.
import type { EndpointName } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { messageTotalsAtom, type MessageTotals } from '../state/badge-counts';
import type { InputOf } from '../api/call';
import { apiQuery, invalidateApi, useApiQuery, type QueryExtras } from '../api/query';

type TotalKey = Exclude<keyof MessageTotals, 'newsNmb'>;

export const MESSAGE_BOXES = [
  { key: 'like', label: '点赞', call: 'favorMessageList', total: 'likeTotal' },
  { key: 'comment', label: '评论', call: 'commentMessageList', total: 'commentTotal' },
  { key: 'follow', label: '关注', call: 'newMsgMessageList', total: 'focusTotal' },
  { key: 'official', label: '官方', call: 'newOfficialCommentList', total: 'smTotal' },
  { key: 'order', label: '订单', call: 'orderMessageList', total: 'favorTotal' },
] as const satisfies ReadonlyArray<{ key: string; label: string; call: EndpointName; total: TotalKey }>;

export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** One page of a box (always fresh); once it arrives the box counts as read. */
export function useMessageBox(
  box: MessageBox,
  input: InputOf<'commentMessageList'>,
  extras: QueryExtras<'commentMessageList'> = {},
) {
  const queryClient = useQueryClient();
  const setTotals = useSetAtom(messageTotalsAtom);
  // The five lists share request and result shapes; only the call name differs.
  const query = useApiQuery(apiQuery(box.call as 'commentMessageList', input), { staleTime: 0, ...extras });
  useEffect(() => {
    if (!query.data) return;
    setTotals((old) => (old ? { ...old, [box.total]: 0 } : old));
    void invalidateApi(queryClient, 'messageTotal');
  }, [query.data, box.total, setTotals, queryClient]);
  return query;
}
