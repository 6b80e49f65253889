// The flash sale's writes: 开抢提醒 on and off for goods of a coming session. The reply is the
// goods' new reminder state, patched into every cached session list that shows the goods (a
// refetch of the whole list for one flag would only cost a round trip).
import type { ResultOf } from '@storefront/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call, type InputOf } from '../api/call';
import { patchCached, sameId } from '../api/cache-patch';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

const patchReminder = (
  client: QueryClient,
  { reminded }: { reminded: boolean },
  { goodsId }: { goodsId: unknown },
) =>
  patchCached(client, 'getNewFlashSaleGoods', (page: ResultOf<'getNewFlashSaleGoods'>) => ({
    ...page,
    list: page.list.map((g) => (sameId(g.goodsId, goodsId) ? { ...g, reminded } : g)),
  }));

export const useAddReminder = (callbacks?: CallbacksOf<'addMyRemind'>) =>
  useApiMutation(
    (input: InputOf<'addMyRemind'>) => call('addMyRemind', input),
    { update: patchReminder },
    callbacks,
  );

export const useDeleteReminder = (callbacks?: CallbacksOf<'deleteMyRemind'>) =>
  useApiMutation(
    (input: InputOf<'deleteMyRemind'>) => call('deleteMyRemind', input),
    { update: patchReminder },
    callbacks,
  );
