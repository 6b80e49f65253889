// The mock as a recording proxy (MOCK_RECORD_UPSTREAM, `npm run record`): every catalogue call is
// sent on to the upstream as it came (same body bytes, same session header), the upstream's reply
// goes back to the caller unchanged, and the call is written to the recording, masked, with the
// reply checked against the catalogue on the way in (a drifting reply is kept and flagged).
import {
  catalogueEntries,
  parseForm,
  CUSTOM_HEADER,
  type EndpointName,
  type RouteEntry,
} from '@storefront/contracts';
import type { Sent } from '@storefront/contracts/schemas';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { sendHttpError } from '../api/reply.js';
import { routeKey } from '../api/register.js';
import { mask } from '../../test-control/recordings/mask.js';
import { recordingDrift } from '../../test-control/recordings/recording-drift.js';
import {
  readRecording,
  writeCall,
  type RecordedCall,
} from '../../test-control/recordings/recording-files.js';

export interface RecordOptions {
  upstream: string;
  /** The recording's folder (mock-api/recordings/<name>). */
  dir: string;
  log: Logger;
  /** The mock's clock, for when each call was recorded. */
  now: () => number;
  timeoutMs?: number;
}

const MAX_BODY = 1024 * 1024;
const FORWARDED_HEADERS = ['content-type', CUSTOM_HEADER, 'accept', 'accept-language', 'user-agent'];
// A 52, 02 or 03 is a reply the catalogue foresees, not drift.

function readRaw(req: Request): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function requestParams(req: Request, entry: RouteEntry, body: Buffer): Record<string, unknown> {
  const raw =
    entry.method === 'GET'
      ? (req.originalUrl.split('?')[1] ?? '')
      : req.is('application/x-www-form-urlencoded')
        ? body.toString('utf8')
        : '';
  const params = parseForm(raw);
  delete params.reqId;
  return mask(params, 'request') as Record<string, unknown>;
}

export function recordingProxy(options: RecordOptions): RequestHandler {
  const byPath = new Map<string, [EndpointName, RouteEntry]>();
  for (const [name, entry] of catalogueEntries()) byPath.set(routeKey(entry.path), [name, entry]);
  const recording = readRecording(options.dir);
  const base = options.upstream.endsWith('/') ? options.upstream : `${options.upstream}/`;

  return (req: Request, res: Response, next: NextFunction) => {
    const found = byPath.get(routeKey(req.path));
    const matches = found !== undefined && (req.method === 'HEAD' ? 'GET' : req.method) === found[1].method;
    // A path the catalogue lacks is still passed on (the upstream may know it), just not recorded.
    if (!matches && !/^\/api\//i.test(req.path)) return next();
    const [name, entry] = matches ? found : [null, null];
    if (name) res.locals.operation = name;
    void (async () => {
      const body = await readRaw(req);
      if (body === null) return sendHttpError(res, 413, '请求体过大');
      const headers: Record<string, string> = {};
      for (const header of FORWARDED_HEADERS) {
        const value = req.get(header);
        if (value) headers[header] = value;
      }
      const started = performance.now();
      let upstreamReply: globalThis.Response;
      try {
        upstreamReply = await fetch(new URL(req.originalUrl.replace(/^\//, ''), base), {
          method: req.method,
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (err) {
        options.log.warn({ err, operation: name }, 'recording proxy: upstream did not answer');
        return sendHttpError(res, 502, `上游无响应：${options.upstream}`);
      }
      const text = await upstreamReply.text();
      const contentType = upstreamReply.headers.get('content-type') ?? '';
      res.status(upstreamReply.status);
      if (contentType) res.set('Content-Type', contentType);
      res.send(text);
      if (!name || !entry) return;

      const sent: Sent = {
        kind: 'reply',
        status: upstreamReply.status,
        contentType,
        location: upstreamReply.headers.get('location'),
        body: text,
        ms: Math.round(performance.now() - started),
      };
      let reply: unknown;
      try {
        reply = JSON.parse(text);
      } catch {
        reply = { raw: text.slice(0, 2000) };
      }
      const call: RecordedCall = {
        request: requestParams(req, entry, body),
        status: upstreamReply.status,
        reply: mask(reply, 'reply'),
        recordedAt: new Date(options.now()).toISOString(),
        ms: sent.ms,
        drift: recordingDrift(name, sent, reply),
      };
      writeCall(options.dir, options.upstream, name, recording, call);
      if (call.drift) options.log.warn({ operation: name, drift: call.drift }, 'recorded a drifting reply');
    })().catch(next);
  };
}
