// Admin API under /__mock/ (see mock-api/README.md, "Admin"): health, reset and scenarios, journal,
// faults, session expiry, clock, sandboxes, the back office's order actions, OpenAPI, the API
// reference page, the console and the customer-service chat page. Replies use the wire's envelope.
import express, { type Request, type Response, type Router } from 'express';
import type { MockState } from '../mock-state.js';
import { sendEnvelope, sendHttpError, sendOk } from '../api/reply.js';
import { createConsoleRouter, findConsoleDir } from '../pages/console-page.js';
import { resolveState } from '../request-state.js';
import { createClockRouter } from './clock-routes.js';
import { createConsoleDataRouter } from './console-data-routes.js';
import { createFaultRouter } from './fault-routes.js';
import { createJournalRouter } from './journal-routes.js';
import { createOrdersRouter } from './orders.js';
import { createMessageRouter } from './message-routes.js';
import { createPageRouter } from './page-routes.js';
import { createPaymentRouter } from './payment-routes.js';
import { createSandboxesRouter } from './sandbox-routes.js';
import { createScenarioRouter } from './scenario-routes.js';
import { createSessionRouter } from './session-routes.js';
import { createVerifyRouter } from './verify-routes.js';

export function createAdminRouter(mock: MockState): Router {
  const router = express.Router();
  router.use(express.json({ limit: '100kb' }));
  router.use(express.raw({ type: 'application/x-www-form-urlencoded', limit: '100kb' }));
  // The calls that act on state act on the sandbox the request names (header or cookie).
  router.use(
    [
      '/clock',
      '/reset',
      '/scenario',
      '/scenarios',
      '/faults',
      '/sessions',
      '/orders',
      '/payments',
      '/messages',
    ],
    resolveState(mock),
  );

  // Kubernetes' probes read this: a damaged, read-only or failing store answers 503 with the reason.
  router.get('/health', async (_req, res) => {
    const fault = await mock.store.health.check();
    if (fault)
      return sendEnvelope(
        res,
        {
          code: '503',
          msg: `数据存储异常：${fault.reason}`,
          result: { status: 'failing', kind: fault.kind, reason: fault.reason, detail: fault.detail },
        },
        503,
      );
    // `full` before the volume is: uploads near their budget or the volume nearly out of space. The
    // mock still answers (200): reads and the shop's calls work, new uploads are refused.
    const uploads = mock.uploads.health();
    sendOk(
      res,
      {
        status: uploads.full ? 'full' : 'ok',
        uptimeMs: mock.now() - mock.startedAt,
        seed: mock.seed.seedNumber,
        goods: mock.seed.goods.size,
        uploads: {
          usedBytes: uploads.usedBytes,
          maxBytes: uploads.maxBytes,
          volumeFreeBytes: uploads.volumeFreeBytes,
        },
        // How many visitors this instance holds (a public demo's pods behind the sandbox router).
        sandboxes: mock.sandboxes.list().length,
      },
      uploads.full ? 'full' : 'ok',
    );
  });

  router.use(createScenarioRouter(mock));
  router.use(createConsoleRouter(findConsoleDir(), mock.shopUrl));
  router.use(createJournalRouter(mock.journal));
  router.use(createVerifyRouter(mock.journal));
  router.use(createConsoleDataRouter(mock));
  router.use(createFaultRouter(mock));
  router.use(createSessionRouter(mock));
  router.use(createPageRouter());
  // The back office's order actions: POST /__mock/orders/:orderId/:action.
  router.use(createOrdersRouter(mock));
  router.use(createClockRouter(mock));
  router.use(createPaymentRouter(mock));
  router.use(createMessageRouter(mock));
  router.use(createSandboxesRouter(mock.sandboxes));

  router.use((req: Request, res: Response) =>
    sendHttpError(res, 404, `管理接口不存在：${req.method} ${req.baseUrl}${req.path}`),
  );
  return router;
}
