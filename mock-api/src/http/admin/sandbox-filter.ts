// `?sandbox=` of the admin reads that look at one state: absent, every state; empty, the default
// state; else a sandbox id. A malformed id answers 03 here, once for all of them.
import type { Request, Response } from 'express';
import { SANDBOX_ID } from '../../test-control/sandboxes.js';
import type { SandboxFilter } from '../../test-control/journal.js';
import { sendInvalid } from '../api/reply.js';

export const SANDBOX_ID_PROBLEM = '沙箱 id 须为 1-64 位字母、数字、下划线或连字符（留空表示默认状态）';

/** The filter, or null when a 03 has been sent. */
export function sandboxFilterOf(req: Request, res: Response): SandboxFilter | null {
  const raw = req.query.sandbox;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || (raw !== '' && !SANDBOX_ID.test(raw))) {
    sendInvalid(res, { sandbox: SANDBOX_ID_PROBLEM });
    return null;
  }
  return raw;
}
