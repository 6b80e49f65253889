// Admin API under /__mock/ (see mock-api/README.md, "Admin"): health, reset, journal, faults, session expiry, OpenAPI,
// the API reference page and the customer-service chat page. Replies use the wire's envelope.
import { buildOpenApiDocument } from '@storefront/contracts/schemas';
import express, { type Request, type Response, type Router } from 'express';
import type { MockState } from '../mock-state.js';
import { SESSIONS } from '../../domain/account/sessions.js';
import { sendHttpError, sendInvalid, sendOk } from '../api/reply.js';
import { CHAT_SCRIPT, renderChatPage } from '../pages/chat-page.js';
import { renderDocsPage } from '../pages/docs-page.js';
import { createFaultRouter } from './fault-routes.js';
import { createJournalRouter } from './journal-routes.js';
import { createConsoleRouter } from '../pages/console-page.js';
import { createConsoleDataRouter } from './console-data-routes.js';
import { adminBody } from './admin-body.js';
import { PAGE_CSP } from '../pages/html.js';
import { createOrdersRouter } from './orders.js';
import { createClockRouter } from './clock-routes.js';
import { createSandboxesRouter } from './sandbox-routes.js';
import { resolveState, stateOf } from '../request-state.js';
import { afterReset } from '../../test-control/scenarios/activate.js';
import { listScenarios, scenarioNames } from '../../test-control/scenarios/index.js';
import { listRecordings } from '../../test-control/recordings/recording-files.js';

export function createAdminRouter(mock: MockState): Router {
  const router = express.Router();
  router.use(express.json({ limit: '100kb' }));
  router.use(express.raw({ type: 'application/x-www-form-urlencoded', limit: '100kb' }));
  // The calls that act on state act on the sandbox the request names (header or cookie).
  router.use(
    ['/clock', '/reset', '/scenario', '/scenarios', '/faults', '/sessions', '/orders'],
    resolveState(mock),
  );

  router.get('/health', (_req, res) => {
    sendOk(
      res,
      {
        status: 'ok',
        uptimeMs: mock.now() - mock.startedAt,
        seed: mock.seed.seedNumber,
        goods: mock.seed.goods.size,
      },
      'ok',
    );
  });

  router.get('/recordings', (_req, res) => {
    sendOk(res, listRecordings(mock.recordingsRoot));
  });

  router.post('/reset', async (_req, res) => {
    const state = stateOf(res, mock);
    await state.store.reset();
    // The journal is the process's: a sandbox's reset leaves it alone.
    if (state.sandboxId === null) mock.journal.clear();
    state.faults.clear();
    afterReset(state.host);
    sendOk(res, { reset: true, scenario: state.host.scenario, sandbox: state.sandboxId }, '已重置');
  });

  router.get('/scenarios', (_req, res) => {
    sendOk(res, {
      current: stateOf(res, mock).host.scenario,
      scenarios: listScenarios().map(({ scenario }) => ({
        name: scenario.name,
        description: scenario.description,
        clock: scenario.clock,
      })),
    });
  });
  // Switches the scenario of the state the request names: its tables emptied, then the named
  // scenario laid on the bare seed.
  router.put('/scenario', async (req, res) => {
    const name = adminBody(req).name;
    const names = scenarioNames();
    if (typeof name !== 'string' || !names.includes(name))
      return sendInvalid(res, { name: `name 须为 ${names.join('、')} 之一` });
    const state = stateOf(res, mock);
    state.host.scenario = name;
    await state.store.reset();
    if (state.sandboxId === null) mock.journal.clear();
    state.faults.clear();
    afterReset(state.host);
    sendOk(res, { scenario: name, sandbox: state.sandboxId }, '已切换');
  });

  router.get('/journal', (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit) || 50, 1), 1000);
    const path = typeof req.query.path === 'string' ? req.query.path : undefined;
    const sandbox = typeof req.query.sandbox === 'string' ? req.query.sandbox : undefined;
    sendOk(res, { total: mock.journal.size, entries: mock.journal.list(limit, path, sandbox) });
  });
  router.delete('/journal', (_req, res) => {
    mock.journal.clear();
    sendOk(res, { cleared: true });
  });

  router.use(createConsoleRouter());
  router.use(createJournalRouter(mock.journal));
  router.use(createConsoleDataRouter(mock));
  router.use(createFaultRouter(mock));

  router.post('/sessions/expire', async (req, res) => {
    const body = adminBody(req);
    const token = typeof body.token === 'string' && body.token ? body.token : null;
    const uid = body.uid !== undefined && body.uid !== '' ? Number(body.uid) : null;
    const all = body.all === true || body.all === 'true' || body.all === '1';
    if (!token && uid === null && !all) return sendInvalid(res, { token: '请提供 token、uid 或 all=true' });
    const { store } = stateOf(res, mock);
    const sessions = store.table(SESSIONS);
    const now = store.clock.now();
    const live = { expiresAt: { gt: now } };
    const matched = all
      ? sessions.where(live)
      : [
          ...new Map(
            [
              ...(token ? sessions.where({ ...live, token }) : []),
              ...(uid !== null ? sessions.where({ ...live, userId: uid }) : []),
            ].map((s) => [s.id, s]),
          ).values(),
        ];
    store.atomic(() => {
      for (const s of matched) sessions.update(s.id, { expiresAt: now - 1 });
    });
    await store.flush();
    sendOk(res, { expired: matched.length });
  });

  // Built on first use: generating the document takes a moment and health checks need none of it.
  let openApi: unknown = null;
  const openApiDocument = () => (openApi ??= buildOpenApiDocument('/'));
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });

  let docsHtml: string | null = null;
  router.get('/docs', (_req, res) => {
    docsHtml ??= renderDocsPage(openApiDocument());
    res.set({ 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-cache' }).type('html').send(docsHtml);
  });

  router.get('/chat', (req, res) => {
    res
      .set({ 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' })
      .type('html')
      .send(renderChatPage(req.query));
  });
  router.get('/chat.js', (_req, res) => {
    res.set({ 'Cache-Control': 'public, max-age=300' }).type('text/javascript').send(CHAT_SCRIPT);
  });

  // The back office's order actions: POST /__mock/orders/:orderId/:action.
  router.use(createOrdersRouter(mock));
  router.use(createClockRouter(mock));
  router.use(createSandboxesRouter(mock.sandboxes));

  router.use((req: Request, res: Response) =>
    sendHttpError(res, 404, `管理接口不存在：${req.method} ${req.baseUrl}${req.path}`),
  );
  return router;
}
