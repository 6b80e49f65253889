// The contract between the API router (registration, envelope, validation) and the area handlers.
// A handler refuses by throwing the domain's Refusal (domain/refusal.ts): code '02'.
import type { EndpointName, ParsedRequestOf, ResultOf } from '@storefront/contracts';
import type { Logger } from 'pino';
import type { ViewCtx } from '../../domain/context.js';
import type { UploadPlace } from '../../domain/account/uploads.js';

/** The file of a multipart upload (webUpload only), held in memory by multer. */
export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
  mimeType: string;
}

/** What a handler gets: the domain's view context (store, seed, clock, session) and the request's own. */
export interface HandlerContext extends ViewCtx {
  reqId: string;
  ip: string;
  log: Logger;
  /** The uploaded file of a multipart call, null when none was sent (and on every other call). */
  upload: UploadedFile | null;
  /** Where an upload goes (the folder served as /media/uploads/<name>) and what bounds it. */
  uploadPlace: UploadPlace;
}

export type Handler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  ctx: HandlerContext,
) => ResultOf<N> | Promise<ResultOf<N>>;

export type AreaHandlers<N extends EndpointName> = { [K in N]: Handler<K> };

const successMessages = new WeakMap<object, string>();

/**
 * A handler may set a success msg other than the default (the SMS code goes in the msg).
 * Objects are marked in a WeakMap so the result itself stays exactly what the schema describes;
 * a primitive or null result is boxed in a marker object the envelope unwraps.
 */
export function withMessage<T>(result: T, msg: string): T {
  if (typeof result === 'object' && result !== null) {
    successMessages.set(result, msg);
    return result;
  }
  return new MessageBox(result, msg) as unknown as T;
}

class MessageBox {
  constructor(
    readonly value: unknown,
    readonly msg: string,
  ) {}
}

/** Splits a handler's return value into the result to send and the success msg, if one was set. */
export function takeMessage(result: unknown): { result: unknown; msg: string | undefined } {
  if (result instanceof MessageBox) return { result: result.value, msg: result.msg };
  if (typeof result === 'object' && result !== null) return { result, msg: successMessages.get(result) };
  return { result, msg: undefined };
}

/**
 * The user of a call the catalogue marks login `required`: the router answers `52` before the handler
 * runs when there is no session, so here it is always present.
 */
export const uidOf = (ctx: HandlerContext): number => ctx.session!.userId;
