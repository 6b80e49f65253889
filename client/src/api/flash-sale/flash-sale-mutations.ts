// The flash sale's writes: 开抢提醒 on and off for goods of a coming session. The reply is the
// goods' new reminder state; the session lists refresh.
import { call, type InputOf } from '../call';
import { useApiMutation, type CallbacksOf } from '../mutation';

const effects = { invalidates: ['getNewFlashSaleGoods', 'getFlashSaleGoods'] } as const;

export const useAddReminder = (callbacks?: CallbacksOf<'addMyRemind'>) =>
  useApiMutation((input: InputOf<'addMyRemind'>) => call('addMyRemind', input), effects, callbacks);

export const useDeleteReminder = (callbacks?: CallbacksOf<'deleteMyRemind'>) =>
  useApiMutation((input: InputOf<'deleteMyRemind'>) => call('deleteMyRemind', input), effects, callbacks);
