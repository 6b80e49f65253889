// The one shape of a write: a catalogue call plus the cached reads it makes stale. Area hooks
// (src/core/<area>/*-mutations.ts) state what each write changes once; a caller adds only its own
// reactions (a toast, a navigation) through the usual TanStack callbacks.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { AxiosError } from 'axios';
import type { InputOf } from './call';
import { isNetworkError } from './errors';
import { invalidateApi } from './query';

/** A caller's own reactions to one mutation; the area's cache effects always run first. */
export type MutationCallbacks<R, I> = Pick<
  UseMutationOptions<R, Error, I>,
  'onSuccess' | 'onError' | 'onSettled' | 'onMutate'
>;

/** The callbacks of a mutation that takes one call's input and resolves to its result. */
export type CallbacksOf<N extends EndpointName> = MutationCallbacks<ResultOf<N>, InputOf<N>>;

/** How long a write may go unanswered before the shopper is told (a network gone without the browser knowing). */
export const WRITE_TIMEOUT_MS = 10_000;

/**
 * The write's promise, or a network-style failure (网络请求超时) once `ms` pass without a reply. The
 * request itself goes on: if it lands after all, the refetch on failure (below) shows it.
 */
export function withinTime<R>(write: Promise<R>, ms: number): Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AxiosError('write timed out', AxiosError.ECONNABORTED)), ms);
  });
  return Promise.race([write, late]).finally(() => clearTimeout(timer));
}

export interface MutationEffects<R, I> {
  /** The write's own time limit (an upload takes longer); WRITE_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Reads whose cached answers the write makes stale; refetched after success. */
  invalidates?: readonly EndpointName[];
  /** Cache updates from the reply itself (a reply that is the new cart, say), before the refetch. */
  update?: (queryClient: QueryClient, reply: R, input: I) => void;
  /** Reads to refetch after a refusal too, when the server's state is the truth (stock moved). */
  invalidatesOnError?: readonly EndpointName[];
}

export function useApiMutation<I, R>(
  mutationFn: (input: I) => Promise<R>,
  effects: MutationEffects<R, I>,
  callbacks: MutationCallbacks<R, I> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<R, Error, I>({
    ...callbacks,
    mutationFn: (input) => withinTime(mutationFn(input), effects.timeoutMs ?? WRITE_TIMEOUT_MS),
    onSuccess: (reply, input, ...rest) => {
      effects.update?.(queryClient, reply, input);
      if (effects.invalidates?.length) void invalidateApi(queryClient, ...effects.invalidates);
      return callbacks.onSuccess?.(reply, input, ...rest);
    },
    onError: (error, input, ...rest) => {
      if (effects.invalidatesOnError?.length) void invalidateApi(queryClient, ...effects.invalidatesOnError);
      // No reply: the write may have gone through. Its reads are refetched (offline, once the network
      // is back: queries wait for it), so the shopper sees the truth before trying again.
      if (isNetworkError(error) && effects.invalidates?.length)
        void invalidateApi(queryClient, ...effects.invalidates);
      return callbacks.onError?.(error, input, ...rest);
    },
  });
}
