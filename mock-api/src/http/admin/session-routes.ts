// POST /__mock/sessions/expire {token | uid | all}: ends live sessions of the state the request names,
// so a test sees the shop's 52 without waiting a day (see mock-api/README.md).
import express, { type Router } from 'express';
import type { MockState } from '../mock-state.js';
import { SESSIONS } from '../../domain/account/sessions.js';
import { sendInvalid, sendOk } from '../api/reply.js';
import { stateOf } from '../request-state.js';
import { adminBody } from './admin-body.js';

export function createSessionRouter(mock: MockState): Router {
  const router = express.Router();
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
  return router;
}
