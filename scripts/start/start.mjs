#!/usr/bin/env node
// `npm start`: the whole stack as two local processes (see docs/architecture.md). Installs nothing; builds what is
// missing or stale (contracts, mock-api, server with `tsc -b`; the client with Vite when client/dist
// is older than its sources), starts mock-api then server, waits until both answer, prints the URL
// and the demo account, and the mobile shop's LAN address with its QR code in the terminal (a phone
// on the same Wi-Fi opens it in one scan). Ctrl-C stops the server first (in-flight requests finish), then mock-api.
// A mock-api that dies is started again with a line saying why; a server that dies stops the stack.
// With UPSTREAM_URL set, no mock is started and the server proxies to that backend instead.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { lanMobileUrl, terminalQr } from './lan-address.mjs';
import { NODE_MEMORY_FLAGS } from './node-memory.mjs';
import {
  buildStack,
  color,
  ensurePortsFree,
  portNumber,
  requireInstall,
  startChild,
  createSupervisor,
  waitUntilReady,
} from './stack.mjs';

const READY_TIMEOUT_MS = 60_000;

requireInstall();
const port = portNumber('PORT', 8080);
const externalUpstream = process.env.UPSTREAM_URL;
const mockPort = portNumber('MOCK_API_PORT', 4010);
await ensurePortsFree(
  externalUpstream
    ? [['PORT', port]]
    : [
        ['MOCK_API_PORT', mockPort],
        ['PORT', port],
      ],
);

await buildStack({ withMock: !externalUpstream });

const supervisor = createSupervisor();

let upstreamUrl = externalUpstream;
if (!externalUpstream) {
  const startMock = () =>
    startChild('mock-api', [...NODE_MEMORY_FLAGS['mock-api'], 'mock-api/dist/main.js'], {
      MOCK_API_PORT: String(mockPort),
      // The console's link to the shop, whatever PORT is.
      MOCK_SHOP_URL: `http://localhost:${port}/home`,
    });
  // A mock that dies (out of memory, a crash) is started again, as Docker and Kubernetes would: the
  // shop keeps serving, its calls answering 502 only until the mock is back.
  // Only once it has started well: a mock that cannot start stops `npm start` with its reason.
  let started = false;
  const mock = supervisor.add(startMock(), { restart: () => (started ? startMock() : null) });
  const ready = await waitUntilReady(mock, `http://127.0.0.1:${mockPort}/__mock/health`, READY_TIMEOUT_MS);
  started = ready.ok;
  if (!ready.ok) {
    await supervisor.fail(`mock-api 未能启动 / did not start: ${ready.reason}`);
  }
  upstreamUrl = `http://127.0.0.1:${mockPort}`;
}

// Listed first so it is stopped first: it never proxies to a mock that is already gone.
const server = supervisor.add(
  startChild('server', [...NODE_MEMORY_FLAGS.server, 'server/dist/main.js'], {
    PORT: String(port),
    UPSTREAM_URL: upstreamUrl,
  }),
  { first: true },
);
const ready = await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`, READY_TIMEOUT_MS);
if (!ready.ok) {
  await supervisor.fail(`server 未能就绪 / did not become ready: ${ready.reason}`);
}

const line = color('32', '─'.repeat(60));
const phoneUrl = lanMobileUrl({ port });
const phone = phoneUrl
  ? `   手机 Phone (同一 Wi-Fi, same Wi-Fi): ${color('1', phoneUrl)}  扫码打开 / scan to open:
${await terminalQr(phoneUrl)}`
  : `   手机 Phone: 未检测到局域网地址 / no LAN address found (open http://<this machine's address>:${port}/m)
`;
console.log(`
${line}
 ${color('1', '商城已启动 / Storefront is running')}
   打开 Open:          ${color('1', `http://localhost:${port}/home`)}
   移动版 Mobile:      ${color('1', `http://localhost:${port}/m`)}
${phone}   演示账号 Demo login: 13800138000 / demo1234
   上游 Upstream:      ${upstreamUrl}${externalUpstream ? '' : ' (mock-api)'}
${externalUpstream ? '' : `   Mock 控制台 Console: ${color('1', `http://localhost:${mockPort}/__mock/console`)}\n`}   按 Ctrl-C 停止 / press Ctrl-C to stop
${line}
`);
