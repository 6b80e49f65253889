// The shop's side of a failing store: a call that meets a storage fault, and every call while the
// data file is known to be damaged, answers the wire's 500 envelope with the reason in Chinese. The
// fault is logged once by the store's health (persistence/store-health.ts), never per request.
import type { NextFunction, Request, Response } from 'express';
import type { StoreFault } from '../persistence/storage-fault.js';
import type { Store } from '../persistence/store.js';
import { sendHttpError } from './api/reply.js';
import type { MockState } from './mock-state.js';
import type { RequestState } from './request-state.js';

export const storeFaultMessage = (fault: StoreFault): string => `服务暂时不可用：${fault.reason}，请稍后再试`;

/** The store the request works on (its sandbox's, else the default one). */
export const storeOf = (mock: MockState, res: Response): Store =>
  (res.locals.mockState as RequestState | undefined)?.store ?? mock.store;

/** Before the catalogue: a damaged file is not read or written any further. */
export function storeGuard(mock: MockState) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const fault = storeOf(mock, res).health.fault;
    if (fault?.kind === 'corrupt') return sendHttpError(res, 500, storeFaultMessage(fault));
    next();
  };
}

/** In the error handler: true when it answered a storage fault (recorded and logged once by health). */
export function answeredStoreFault(mock: MockState, err: unknown, res: Response): boolean {
  const health = storeOf(mock, res).health;
  if (!health.report(err)) return false;
  sendHttpError(res, 500, storeFaultMessage(health.fault!));
  return true;
}
