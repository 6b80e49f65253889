// The SMS codes a state sent (see mock-api/README.md, "For test suites"), so a test logs in or
// registers without reading a reply's msg:
//   GET /__mock/messages?sandbox=&mobile=   newest first, each with its scene, expiry and whether it is still valid
// A sandbox that does not exist has sent nothing: this read never makes one.
import express, { type Router } from 'express';
import { sentCodes } from '../../domain/account/sms.js';
import type { MockState } from '../mock-state.js';
import { sendInvalid, sendOk } from '../api/reply.js';
import { stateOf } from '../request-state.js';
import { sandboxFilterOf } from './sandbox-filter.js';

const MOBILE = /^1\d{10}$/;

export function createMessageRouter(mock: MockState): Router {
  const router = express.Router();
  router.get('/messages', (req, res) => {
    const sandbox = sandboxFilterOf(req, res);
    if (sandbox === null) return;
    const mobile = req.query.mobile;
    if (mobile !== undefined && (typeof mobile !== 'string' || !MOBILE.test(mobile)))
      return sendInvalid(res, { mobile: '手机号须为 11 位数字，以 1 开头' });
    const state =
      sandbox === undefined
        ? stateOf(res, mock)
        : sandbox === ''
          ? { store: mock.store }
          : mock.sandboxes.get(sandbox);
    const now = state ? state.store.clock.now() : 0;
    const messages = state ? sentCodes(state.store, mobile, now) : [];
    sendOk(res, { sandbox: sandbox ?? null, now, messages });
  });
  return router;
}
