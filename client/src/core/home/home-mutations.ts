// The home area's write: counting an ad click. Nothing cached depends on it.
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

export const useCountAdClick = (callbacks?: CallbacksOf<'addAdClickCount'>) =>
  useApiMutation((input: InputOf<'addAdClickCount'>) => call('addAdClickCount', input), {}, callbacks);
