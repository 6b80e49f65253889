// The errors a call can reject with, and how callers tell them apart.
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

/** The sentence to show for a failed call, in Chinese. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.msg || '请求失败，请稍后重试';
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return '网络请求超时，请稍后重试';
    return '网络异常，请检查网络后重试';
  }
  return '出错了，请稍后重试';
}
