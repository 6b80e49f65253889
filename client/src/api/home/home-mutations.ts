// The home area's write: counting an ad click. Nothing cached depends on it.
import { call, type InputOf } from '../call';
import { useApiMutation, type CallbacksOf } from '../mutation';

export const useCountAdClick = (callbacks?: CallbacksOf<'addAdClickCount'>) =>
  useApiMutation((input: InputOf<'addAdClickCount'>) => call('addAdClickCount', input), {}, callbacks);
