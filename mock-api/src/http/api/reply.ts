// The one place that writes replies: every answer is the wire's JSON envelope, never HTML.
import { invalid, ok, refused, sessionInvalid, type Envelope } from '@storefront/contracts';
import type { Response } from 'express';
import { invalidMessage } from './validation.js';

export const sendEnvelope = (res: Response, envelope: Envelope, status = 200): void => {
  if (res.headersSent) return;
  res.status(status).json(envelope);
};

export const sendOk = (res: Response, result: unknown, msg?: string) => sendEnvelope(res, ok(result, msg));

/** The body `sendOk` sends, encoded once (register.ts keeps it for pure reads). */
export const okJson = (result: unknown, msg?: string): Buffer => Buffer.from(JSON.stringify(ok(result, msg)));

/** Sends an ok reply's body made before, with the headers `res.json` would set. */
export const sendJson = (res: Response, json: Buffer): void => {
  if (res.headersSent) return;
  res.locals.envelopeCode = '01';
  res.status(200).set('Content-Type', 'application/json; charset=utf-8').send(json);
};
export const sendRefused = (res: Response, msg: string) => sendEnvelope(res, refused(msg));
export const sendInvalid = (res: Response, errors: Record<string, string>, status = 200) =>
  sendEnvelope(res, invalid(errors, invalidMessage(errors)), status);
export const sendSessionInvalid = (res: Response) => sendEnvelope(res, sessionInvalid());

/** Transport-level failures (404, 405, 413, 500) keep the envelope shape with the HTTP status as code. */
export const sendHttpError = (res: Response, status: number, msg: string): void =>
  sendEnvelope(res, { code: String(status), msg, result: null }, status);
