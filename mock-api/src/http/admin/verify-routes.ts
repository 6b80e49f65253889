// POST /__mock/verify (see mock-api/README.md, "For test suites"): how often a state received a call,
// and, when never, the near misses: {operation, sandbox?, where?, since?} → {matched, calls, nearMisses}.
import { catalogue } from '@storefront/contracts';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { Journal } from '../../test-control/journal.js';
import { SANDBOX_ID } from '../../test-control/sandboxes.js';
import { matchCalls } from '../../test-control/verify/match-calls.js';
import { closestNames } from '../api/closest-operations.js';
import { sendInvalid, sendOk } from '../api/reply.js';
import { issuesToErrors } from '../api/validation.js';
import { adminBody } from './admin-body.js';
import { SANDBOX_ID_PROBLEM } from './sandbox-filter.js';

const verifyRequest = z.strictObject({
  operation: z.string({ error: '请提供接口名（operation）' }).min(1, '请提供接口名（operation）'),
  sandbox: z
    .string()
    .refine((id) => id === '' || SANDBOX_ID.test(id), SANDBOX_ID_PROBLEM)
    .optional(),
  where: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
      error: 'where 须为对象，值为字符串、数字、布尔或 null',
    })
    .optional(),
  since: z.coerce.number().int().nonnegative('since 须为非负整数').optional(),
});

/** 03 for a name the catalogue lacks, naming the closest ones. */
function unknownOperation(name: string): Record<string, string> | null {
  if (Object.hasOwn(catalogue, name)) return null;
  const close = closestNames(name);
  return { operation: `目录中没有接口 ${name}${close.length ? `，是否想找：${close.join('、')}` : ''}` };
}

export function createVerifyRouter(journal: Journal): Router {
  const router = express.Router();
  router.post('/verify', (req, res) => {
    const parsed = verifyRequest.safeParse(adminBody(req));
    if (!parsed.success) return sendInvalid(res, issuesToErrors(parsed.error.issues));
    const { operation, sandbox = '', where = {}, since = 0 } = parsed.data;
    const unknown = unknownOperation(operation);
    if (unknown) return sendInvalid(res, unknown);
    const outcome = matchCalls(journal.details(sandbox, since), operation, where);
    sendOk(res, { matched: outcome.calls.length, ...outcome, lastSeq: journal.lastSeq });
  });
  return router;
}
