// What the mock answers when nothing else did: 405 for a catalogue path called with the wrong method,
// 404 naming the closest operations for an unknown /api path, and transport errors (body-parser and
// the like) in the envelope's shape, never HTML or a stack.
import type { NextFunction, Request, Response } from 'express';
import { closestOperations } from './api/closest-operations.js';
import { catalogueMethods } from './api/register.js';
import { sendHttpError, sendInvalid } from './api/reply.js';
import type { MockState } from './mock-state.js';
import { answeredStoreFault } from './store-guard.js';

/** For an unknown /api path: the closest catalogue operations, named in the 404's msg. */
function closestHint(path: string): string {
  if (!/^\/api(\/|$)/i.test(path)) return '';
  const close = closestOperations(path, 3);
  return close.length === 0
    ? ''
    : `。相近的接口：${close.map((c) => `${c.name}（${c.method} ${c.path}）`).join('、')}`;
}

/** The last route: 405 with `Allow` on a catalogue path, else 404. */
export function unmatchedPath(): (req: Request, res: Response) => void {
  const methods = catalogueMethods();
  return (req, res) => {
    const expected = methods.get(req.path);
    if (expected) {
      res.set('Allow', expected);
      return sendHttpError(res, 405, `请求方法不允许：${req.path} 只接受 ${expected}`);
    }
    sendHttpError(res, 404, `接口不存在：${req.method} ${req.path}${closestHint(req.path)}`);
  };
}

/**
 * The error handler: 413 for a body too large, 4xx as a 03, a storage fault as a 500 naming it (logged
 * once by the store's health), anything else a logged 500.
 */
export function transportError(mock: MockState) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const e = err as { type?: string; status?: number; statusCode?: number };
    const status = e.status ?? e.statusCode ?? 500;
    if (e.type === 'entity.too.large') return sendHttpError(res, 413, '请求体过大');
    if (status >= 400 && status < 500) return sendInvalid(res, { _: '请求格式有误' }, status);
    if (answeredStoreFault(mock, err, res)) return;
    mock.log.error({ err, path: req.path }, 'mock-api request failed');
    sendHttpError(res, 500, '服务器内部错误');
  };
}
