// Admin sandbox calls (see docs/testing.md):
//   GET    /__mock/sandboxes           every sandbox: id, scenario, created, last used, its clock
//   DELETE /__mock/sandboxes/:id       removes one once its requests are answered (its store and timers
//                                      go with it); 02 when it is still answering after 5 s
import express, { type Router } from 'express';
import { sendHttpError, sendInvalid, sendOk, sendRefused } from '../api/reply.js';
import { SANDBOX_ID, SandboxBusyError, type SandboxRegistry } from '../../test-control/sandboxes.js';

export function createSandboxesRouter(sandboxes: SandboxRegistry): Router {
  const router = express.Router();

  router.get('/sandboxes', async (_req, res) => {
    await sandboxes.sweep();
    sendOk(res, {
      max: sandboxes.max,
      idleMs: sandboxes.idleMs,
      sandboxes: sandboxes.list().map((s) => ({
        id: s.id,
        scenario: s.scenario,
        createdAt: s.createdAt,
        lastUsedAt: s.lastUsedAt,
        idleMs: sandboxes.now() - s.lastUsedAt,
        requests: s.requests,
        clock: { mode: s.clock.mode, now: s.clock.now() },
      })),
    });
  });

  router.delete('/sandboxes/:id', async (req, res) => {
    const id = String(req.params.id);
    if (!SANDBOX_ID.test(id))
      return sendInvalid(res, { id: '沙箱 id 须为 1-64 位字母、数字、下划线或连字符' });
    // It goes once its requests are answered; one that keeps answering is refused, never cut off.
    let removed: boolean;
    try {
      removed = await sandboxes.remove(id);
    } catch (err) {
      if (err instanceof SandboxBusyError) return sendRefused(res, `沙箱 ${id} 正在处理请求，请稍后再删除`);
      throw err;
    }
    if (!removed) return sendHttpError(res, 404, `沙箱不存在：${id}`);
    sendOk(res, { removed: id }, '沙箱已删除');
  });

  return router;
}
