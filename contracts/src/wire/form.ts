import qs from 'qs';
import { QS_LIMITS } from '../constants.js';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Options shared by every qs parse of query strings and form bodies (the limits in docs/product-rules.md). */
export const QS_PARSE_OPTIONS = {
  depth: QS_LIMITS.depth,
  arrayLimit: QS_LIMITS.arrayLimit,
  parameterLimit: QS_LIMITS.parameterLimit,
  allowPrototypes: false,
  plainObjects: true,
} as const;

export const encodeForm = (data: Record<string, unknown>): string =>
  qs.stringify(data, { arrayFormat: 'indices', skipNulls: true, allowDots: false });

export const parseForm = (body: string): Record<string, unknown> =>
  qs.parse(body, QS_PARSE_OPTIONS) as Record<string, unknown>;
