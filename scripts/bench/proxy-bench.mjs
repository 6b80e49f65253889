// proxy: an /api list call through the server ÷ the same call straight to the mock-api, and the
// latency the extra hop adds at the 99th percentile.
import { compare, rpsDetail } from './lib/load.mjs';
import { figure } from './lib/figures.mjs';
import { formCall } from './lib/wire.mjs';

export const run = async ({ serverUrl, mockUrl }) => {
  // Fixed reqId per run is fine: the mock checks its shape, not its freshness.
  const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
  const options = (base) => () => ({
    url: `${base}${request.path}`,
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  const cmp = await compare({ baseline: options(mockUrl), subject: options(serverUrl) });
  return [
    figure({
      group: 'proxy',
      name: 'getHotGoods via server ÷ direct',
      value: cmp.ratio,
      unit: '×',
      goal: { min: 0.6 },
      detail: rpsDetail(cmp, 'direct'),
    }),
    figure({
      group: 'proxy',
      name: 'added p99 latency',
      value: cmp.subject.p99 - cmp.baseline.p99,
      unit: 'ms',
      goal: { max: 10 },
      detail: `p99 ${cmp.subject.p99} vs ${cmp.baseline.p99} ms at 10 connections`,
    }),
  ];
};
