#!/usr/bin/env node
// `npm run dev`: mock-api plus the Vite dev server with hot reload. Vite proxies /api, /media and
// /__mock to the mock (client/vite.config.ts reads UPSTREAM_URL) and answers /runtime-config.js itself.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import path from 'node:path';
import {
  buildNodeWorkspaces,
  withBuildLock,
  color,
  ensurePortsFree,
  portNumber,
  requireInstall,
  root,
  startChild,
  createSupervisor,
  waitUntilReady,
} from './stack.mjs';

requireInstall();
const vitePort = portNumber('VITE_PORT', 5173);
const mockPort = portNumber('MOCK_API_PORT', 4010);
await ensurePortsFree([
  ['MOCK_API_PORT', mockPort],
  ['VITE_PORT', vitePort],
]);

await withBuildLock(() =>
  buildNodeWorkspaces([
    { dir: 'contracts', entry: 'dist/index.js' },
    { dir: 'mock-api', entry: 'dist/main.js' },
  ]),
);

const supervisor = createSupervisor();

const mock = supervisor.add(
  startChild('mock-api', ['mock-api/dist/main.js'], {
    MOCK_API_PORT: String(mockPort),
    // The console's link to the shop: here the Vite dev server.
    MOCK_SHOP_URL: `http://localhost:${vitePort}/home`,
  }),
);
const mockReady = await waitUntilReady(mock, `http://127.0.0.1:${mockPort}/__mock/health`, 60_000);
if (!mockReady.ok) {
  await supervisor.fail(`mock-api 未能启动 / did not start: ${mockReady.reason}`);
}

const upstreamUrl = `http://127.0.0.1:${mockPort}`;
const vite = startChild(
  'vite',
  [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--strictPort'],
  { VITE_PORT: String(vitePort), UPSTREAM_URL: upstreamUrl },
  { cwd: path.join(root, 'client') },
);
supervisor.add(vite, { first: true });
const viteReady = await waitUntilReady(vite, `http://127.0.0.1:${vitePort}/`, 60_000);
if (!viteReady.ok) {
  await supervisor.fail(`Vite 未能启动 / did not start: ${viteReady.reason}`);
}

const line = color('32', '─'.repeat(60));
console.log(`
${line}
 ${color('1', '开发模式 / Dev mode (Vite HMR + mock-api)')}
   打开 Open:          ${color('1', `http://127.0.0.1:${vitePort}/home`)}
   演示账号 Demo login: 13800138000 / demo1234
   Mock 控制台 Console: ${color('1', `http://127.0.0.1:${vitePort}/__mock/console`)}
   按 Ctrl-C 停止 / press Ctrl-C to stop
${line}
`);
