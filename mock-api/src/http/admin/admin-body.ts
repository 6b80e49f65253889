// Admin bodies may be JSON (tools, tests, the console) or a form (curl -d with an x-mock-admin header,
// see admin-guard.ts); the router parses JSON and keeps a form as raw bytes.
import { parseForm } from '@storefront/contracts';
import type { Request } from 'express';

export function adminBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body))
    return body as Record<string, unknown>;
  if (Buffer.isBuffer(body) && body.length > 0) return parseForm(body.toString('utf8'));
  return {};
}
