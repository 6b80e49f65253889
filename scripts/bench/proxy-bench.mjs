// proxy: an /api list call through the server ÷ the same call straight to the mock-api, the latency
// the extra hop adds at the 99th percentile, and the same two figures for nginx proxying to the same
// mock-api, so our ratio can be set against the one of the reverse proxy a user would pick instead,
// and the ratio of a bare Node proxy (bare-proxy.mjs): the most any proxy on Node's HTTP stack gets here.
import path from 'node:path';
import { compare, rpsDetail } from './lib/load.mjs';
import { figure } from './lib/figures.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { freePort, startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { formCall } from './lib/wire.mjs';

/** A browser-facing proxy serves many clients at once: measured at 20 connections. */
const CONNECTIONS = 20;
/** What the extra hop may add to the 99th percentile. */
const ADDED_P99_MS = 5;

/** Our ratio set against the bare Node proxy's, both measured against direct calls now. */
const bareProxyFigures = async ({ root, mockUrl, options, ours }) => {
  const port = await freePort();
  const bare = startProcess(
    process.execPath,
    [path.join(root, 'scripts/bench/bare-proxy.mjs'), String(port), mockUrl],
    {
      cwd: root,
    },
  );
  try {
    const bareUrl = `http://127.0.0.1:${port}`;
    await waitForUrl(`${bareUrl}/__mock/health`, { child: bare, timeoutMs: 15_000 });
    const floor = await compare({ baseline: options(mockUrl), subject: options(bareUrl) });
    return {
      ratio: floor.ratio,
      figures: [
        figure({
          group: 'proxy',
          name: `getHotGoods via a bare Node proxy ÷ direct, ${CONNECTIONS} connections`,
          value: floor.ratio,
          unit: '×',
          detail: `${rpsDetail(floor, 'direct')}; no headers, compression, log or limits (bare-proxy.mjs)`,
        }),
        figure({
          group: 'proxy',
          name: 'server ratio ÷ bare Node proxy ratio',
          value: ours.ratio && floor.ratio ? ours.ratio / floor.ratio : null,
          unit: '×',
          detail: 'what the server keeps of what Node itself allows, both against direct calls of this run',
        }),
      ],
    };
  } finally {
    await stopProcess(bare);
  }
};

export const run = async ({ serverUrl, mockUrl, root, log }) => {
  // Fixed reqId per run is fine: the mock checks its shape, not its freshness.
  const request = formCall('getHotGoods', { pageNum: 1, pageSize: 20 });
  const options = (base) => () => ({
    url: `${base}${request.path}`,
    method: 'POST',
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
  });
  const ours = await compare({ baseline: options(mockUrl), subject: options(serverUrl) });
  const figures = [
    figure({
      group: 'proxy',
      name: `getHotGoods via server ÷ direct, ${CONNECTIONS} connections`,
      value: ours.ratio,
      unit: '×',
      goal: { min: 0.6 },
      detail: rpsDetail(ours, 'direct'),
    }),
    figure({
      group: 'proxy',
      name: 'added p99 latency',
      value: ours.subject.p99 - ours.baseline.p99,
      unit: 'ms',
      goal: { max: ADDED_P99_MS },
      detail: `p99 ${ours.subject.p99} vs ${ours.baseline.p99} ms at ${CONNECTIONS} connections`,
    }),
  ];

  const bare = await bareProxyFigures({ root, mockUrl, options, ours });
  figures.push(...bare.figures);

  const missing = ensureNginx(log);
  if (missing) {
    figures.push(
      figure({ group: 'proxy', name: 'server ratio ÷ nginx ratio', value: null, detail: missing }),
    );
    return figures;
  }
  const nginx = await startNginx({
    port: await freePort(),
    upstream: mockUrl,
    readyPath: '/__mock/health',
  });
  try {
    const theirs = await compare({ baseline: options(mockUrl), subject: options(nginx.url) });
    const relative = ours.ratio && theirs.ratio ? ours.ratio / theirs.ratio : null;
    figures.push(
      figure({
        group: 'proxy',
        name: `getHotGoods via nginx ÷ direct, ${CONNECTIONS} connections`,
        value: theirs.ratio,
        unit: '×',
        detail: `${rpsDetail(theirs, 'direct')}; added p99 ${theirs.subject.p99 - theirs.baseline.p99} ms`,
      }),
      figure({
        group: 'proxy',
        name: 'bare Node proxy ratio ÷ nginx ratio',
        value: bare.ratio && theirs.ratio ? bare.ratio / theirs.ratio : null,
        unit: '×',
        detail:
          "the ceiling of the goal above for a proxy on Node's HTTP stack, which does no less than this one",
      }),
      figure({
        group: 'proxy',
        name: 'server ratio ÷ nginx ratio',
        value: relative,
        unit: '×',
        goal: { min: 0.8 },
        detail: 'each ratio against direct calls measured in the same run',
      }),
    );
  } finally {
    await nginx.stop();
  }
  return figures;
};
