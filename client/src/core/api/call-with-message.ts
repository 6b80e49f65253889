// A typed call that also returns the reply's `msg`. Almost every page only needs `result` (use
// `call`); the mock's SMS send reply carries the demo code in its msg (there is no real SMS), so the
// page must see it.
import type { EndpointName, Envelope, ResultOf } from '@storefront/contracts';
import { apiClient } from './api-client';
import { routeOf, type InputOf } from './call';

export async function callWithMessage<N extends EndpointName>(
  name: N,
  input: InputOf<N>,
): Promise<{ result: ResultOf<N>; msg: string }> {
  const route = routeOf(name);
  const response = await apiClient.request<Envelope<ResultOf<N>>>({
    method: route.method,
    url: route.path,
    ...(route.method === 'GET' ? { params: input } : { data: input }),
  });
  return { result: response.data.result, msg: response.data.msg ?? '' };
}
