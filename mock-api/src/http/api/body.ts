// Request bodies of the wire: form bodies parsed with qs under the wire's limits (docs/wire.md) (never Express's
// own parser, whose limits differ), JSON accepted for tools, multipart left to multer (webUpload).
import { QS_PARSE_OPTIONS, parseForm } from '@storefront/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import qs from 'qs';
import { sendInvalid } from './reply.js';

/**
 * A shop call's form body at most: the largest real one (an order of 20 lines, a 2,000-character
 * field, 1,000 parameters by the wire's qs limits) stays well under it; uploads are multipart, with
 * their own limit. Anything larger is refused with 413 before it is buffered further.
 */
export const BODY_LIMIT = '64kb';

export const parseQueryString = (text: string): Record<string, unknown> =>
  qs.parse(text, QS_PARSE_OPTIONS) as Record<string, unknown>;

const raw = express.raw({ type: () => true, limit: BODY_LIMIT });

/** Parses form or JSON bodies into req.body; multipart requests pass untouched. */
export const wireBody: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (req.method !== 'POST' || req.is('multipart/form-data')) return next();
  raw(req, res, (err?: unknown) => {
    if (err) return next(err);
    const buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const text = buffer.toString('utf8');
    if (req.is('application/json')) {
      if (text.trim() === '') {
        req.body = {};
        return next();
      }
      try {
        const value: unknown = JSON.parse(text);
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          return sendInvalid(res, { _: '请求体须为 JSON 对象' });
        }
        req.body = value;
      } catch {
        return sendInvalid(res, { _: '请求体不是合法的 JSON' });
      }
      return next();
    }
    // Anything else (including a missing content type) is read as the wire's form encoding.
    req.body = parseForm(text);
    next();
  });
};
