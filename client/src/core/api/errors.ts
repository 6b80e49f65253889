// The errors a call can reject with, and how callers tell them apart.
import { CODE_BUSINESS_REFUSED, CODE_INVALID_REQUEST } from '@storefront/contracts';
import axios from 'axios';

/** A reply whose code is not '01' (see docs/wire.md): `msg` is Chinese text meant for the user. */
export class ApiError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly errors: Record<string, string>;
  readonly status: number | undefined;

  constructor(code: string, msg: string, errors: Record<string, string> = {}, status?: number) {
    super(msg || `请求失败（${code}）`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.errors = errors;
    this.status = status;
  }
}

/**
 * A code-52 reply: the session has been ended (once) and the user sent to /userLogin. The reply is
 * not passed on (see docs/wire.md); callers and queries receive this marker and must show nothing for it.
 */
export class SessionEndedError extends Error {
  readonly ignorable = true as const;
  constructor() {
    super('session ended (code 52)');
    this.name = 'SessionEndedError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Errors the UI must stay silent about: an ended session or a request the page itself aborted. */
export const isIgnorableError = (error: unknown): boolean =>
  error instanceof SessionEndedError ||
  axios.isCancel(error) ||
  (error instanceof Error && error.name === 'AbortError');

/** Network-level failure (no reply, timeout, 5xx without a wire body): passed on to the caller. */
export const isNetworkError = (error: unknown): boolean =>
  axios.isAxiosError(error) && !axios.isCancel(error);

/** Codes whose `msg` is written for the shopper: a business refusal and an invalid request. */
const SHOPPER_CODES: ReadonlySet<string> = new Set([CODE_BUSINESS_REFUSED, CODE_INVALID_REQUEST]);

/**
 * A technical failure in shopper's words. The proxy's and the mock's texts for an upstream that is
 * down or slow (上游服务不可用, 模拟的服务器错误 …) are for engineers and never shown as they are.
 */
function technicalFailure(error: ApiError): string {
  const timedOut = error.code === '504' || error.status === 504;
  return timedOut ? '网络繁忙，请稍后重试' : '服务开小差了，请稍后重试';
}

/** The sentence to show for a failed call, in Chinese. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    const forShopper = SHOPPER_CODES.has(error.code) && (error.status ?? 200) < 500;
    if (!forShopper) return technicalFailure(error);
    return error.msg || '请求失败，请稍后重试';
  }
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return '网络请求超时，请稍后重试';
    return '网络异常，请检查网络后重试';
  }
  return '出错了，请稍后重试';
}
