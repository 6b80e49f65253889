// Carries out fault rules on the wire (test-control/faults.ts decides): a delay, a 52 or 02 envelope,
// an HTTP 5xx, a dropped connection, a request held until it times out, a body that trickles in or
// one that is not valid JSON. A call's own `x-mock-fault` / `x-mock-delay` headers win over the rules,
// unless MOCK_ADMIN=off, which ignores them (the mock then faces callers it does not trust).
// Every reply a rule changed carries the effect and the rule ids in res.locals for the journal.
import {
  CUSTOM_HEADER,
  catalogueEntries,
  decodeCustomHeader,
  refused,
  type EndpointName,
  sessionInvalid,
} from '@storefront/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DEFAULT_BODY_MS, MAX_DELAY_MS, isFaultEffect } from '../test-control/fault-rule-schema.js';
import { decideFaults, LEGACY_KINDS, type FaultDecision, type FaultRequest } from '../test-control/faults.js';
import { routeKey } from './api/register.js';
import { recordedLatency } from '../test-control/recordings/replay.js';
import { getScenario } from '../test-control/scenarios/index.js';
import { stateOf, type StateSource } from './request-state.js';

const operationByPath = new Map(catalogueEntries().map(([name, entry]) => [routeKey(entry.path), name]));
export const operationOfPath = (path: string): string | null => operationByPath.get(routeKey(path)) ?? null;

const HTTP_MESSAGES: Record<string, string> = {
  '500': '模拟的服务器错误',
  '502': '模拟的网关错误',
  '503': '模拟的服务暂不可用',
  '504': '模拟的网关超时',
};
const SLOW_BODY_PIECES = 10;

function uidOf(req: Request): number | null {
  const uid = Number(decodeCustomHeader(req.get(CUSTOM_HEADER))?.uid);
  return Number.isInteger(uid) && uid > 0 ? uid : null;
}

/** The call's own headers, as a decision (null: none given). */
function fromHeaders(req: Request): FaultDecision | null {
  const kind = req.get('x-mock-fault');
  const delay = Number(req.get('x-mock-delay'));
  const effect =
    kind === undefined
      ? null
      : (LEGACY_KINDS[kind] ?? (isFaultEffect(kind) && kind !== 'latency' ? kind : null));
  const delayMs = Number.isFinite(delay) && delay > 0 ? Math.min(delay, MAX_DELAY_MS) : 0;
  if (!effect && delayMs === 0) return null;
  return { delayMs, effect, bodyMs: DEFAULT_BODY_MS, ruleIds: [] };
}

/** The operation's latency in the recording the state's scenario replays (null: none recorded). */
function latencyLookup(scenario: string | null, operation: string | null, root: string | undefined) {
  return () => {
    if (scenario === null || operation === null) return null;
    const recording = getScenario(scenario).scenario.recording;
    return recording ? recordedLatency(recording, operation as EndpointName, root) : null;
  };
}

export function faultMiddleware(source: StateSource & { recordingsRoot?: string }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    const state = stateOf(res, source);
    const reaching = state.sandboxId !== null ? source.faults : null;
    let decision = source.steering ? fromHeaders(req) : null;
    if (!decision && (state.faults.size > 0 || (reaching?.size ?? 0) > 0)) {
      const request: FaultRequest = {
        path: req.path,
        operation: operationOfPath(req.path),
        uid: uidOf(req),
        sandbox: state.sandboxId,
        now: state.store.clock.now(),
      };
      decision = decideFaults(
        [...state.faults.candidates(request), ...(reaching ? reaching.candidates(request, true) : [])],
        latencyLookup(state.host.scenario, request.operation, source.recordingsRoot),
      );
    }
    if (!decision) return next();
    res.locals.fault = decision.effect ?? 'latency';
    res.locals.faultRules = decision.ruleIds;
    // A reply made here never reaches the catalogue router, which names the operation otherwise.
    res.locals.operation ??= operationOfPath(req.path) ?? undefined;
    const proceed = () => carryOut(decision, req, res, next, state.faults.timeoutHoldMs);
    if (decision.delayMs > 0) {
      const timer = setTimeout(proceed, decision.delayMs);
      res.once('close', () => clearTimeout(timer));
    } else proceed();
  };
}

function carryOut(
  decision: FaultDecision,
  req: Request,
  res: Response,
  next: NextFunction,
  timeoutHoldMs: number,
): void {
  if (res.destroyed) return;
  switch (decision.effect) {
    case null:
      return next();
    case '52':
      res.json(sessionInvalid());
      return;
    case '02':
      res.json(refused(decision.message ?? '模拟的业务错误'));
      return;
    case '500':
    case '502':
    case '503':
    case '504':
      res
        .status(Number(decision.effect))
        .json({ code: decision.effect, msg: HTTP_MESSAGES[decision.effect], result: null });
      return;
    case 'drop':
      req.socket.destroy();
      return;
    case 'timeout': {
      // Held without an answer, then dropped, so nothing leaks.
      const timer = setTimeout(() => req.socket.destroy(), timeoutHoldMs);
      timer.unref();
      res.once('close', () => clearTimeout(timer));
      return;
    }
    case 'slow-body':
      trickleBody(res, decision.bodyMs);
      return next();
    case 'malformed':
      truncateBody(res);
      return next();
  }
}

type End = Response['end'];

/** The real reply, sent in pieces spread over `bodyMs` (headers at once, as a slow upstream does). */
function trickleBody(res: Response, bodyMs: number): void {
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding) => Response;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    const body = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, (encoding as BufferEncoding | undefined) ?? 'utf8')
        : null;
    if (!body || body.length === 0) return end(chunk, encoding as BufferEncoding);
    const size = Math.ceil(body.length / SLOW_BODY_PIECES);
    const pieces: Buffer[] = [];
    for (let at = 0; at < body.length; at += size) pieces.push(body.subarray(at, at + size));
    const gap = Math.floor(bodyMs / pieces.length);
    let index = 0;
    const sendNext = () => {
      if (res.destroyed) return;
      const piece = pieces[index++]!;
      if (index === pieces.length) return void end(piece);
      res.write(piece);
      timer = setTimeout(sendNext, gap);
    };
    let timer = setTimeout(sendNext, 0);
    res.once('close', () => clearTimeout(timer));
    return res;
  }) as End;
}

/** The real reply cut in half: HTTP 200 and a JSON content type, but a body that does not parse. */
function truncateBody(res: Response): void {
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding) => Response;
  res.end = ((chunk?: unknown) => {
    const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : typeof chunk === 'string' ? chunk : '';
    // Always broken: a cut JSON text, or an unclosed object when there was nothing to cut.
    const broken = Buffer.from(
      text.length > 2 ? text.slice(0, Math.floor(text.length / 2)) : '{"code":',
      'utf8',
    );
    if (!res.headersSent) res.setHeader('Content-Length', broken.length);
    return end(broken);
  }) as End;
}
