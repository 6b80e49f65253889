// The flash sale's writes: 开抢提醒 on and off for goods of a coming session. The reply is the
// goods' new reminder state, which the caller patches into the session list it shows (a refetch
// of the whole list for one flag would only cost a round trip).
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

export const useAddReminder = (callbacks?: CallbacksOf<'addMyRemind'>) =>
  useApiMutation((input: InputOf<'addMyRemind'>) => call('addMyRemind', input), {}, callbacks);

export const useDeleteReminder = (callbacks?: CallbacksOf<'deleteMyRemind'>) =>
  useApiMutation((input: InputOf<'deleteMyRemind'>) => call('deleteMyRemind', input), {}, callbacks);
