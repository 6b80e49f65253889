import {
  CODE_BUSINESS_REFUSED,
  CODE_INVALID_REQUEST,
  CODE_SESSION_INVALID,
  CODE_SUCCESS,
} from '../constants.js';

export type ReplyCode =
  | typeof CODE_SUCCESS
  | typeof CODE_SESSION_INVALID
  | typeof CODE_BUSINESS_REFUSED
  | typeof CODE_INVALID_REQUEST;

/** Every reply of the wire (see docs/wire.md). `errors` maps a field to its problem on a `03`. */
export interface Envelope<T = unknown> {
  code: ReplyCode | (string & {});
  msg: string;
  result: T;
  errors?: Record<string, string>;
}

export const ok = <T>(result: T, msg = '成功'): Envelope<T> => ({ code: CODE_SUCCESS, msg, result });
export const refused = (msg: string): Envelope<null> => ({ code: CODE_BUSINESS_REFUSED, msg, result: null });
export const invalid = (errors: Record<string, string>, msg = '请求参数有误'): Envelope<null> => ({
  code: CODE_INVALID_REQUEST,
  msg,
  result: null,
  errors,
});
export const sessionInvalid = (msg = '登录已失效，请重新登录'): Envelope<null> => ({
  code: CODE_SESSION_INVALID,
  msg,
  result: null,
});

export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).code === 'string' &&
  typeof (value as Envelope).msg === 'string' &&
  'result' in value;
