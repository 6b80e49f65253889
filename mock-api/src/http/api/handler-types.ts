// The contract between the platform (registration, envelope, validation) and the area handlers.
import type { EndpointName, ParsedRequestOf, ResultOf } from '@storefront/contracts';
import type { Logger } from 'pino';
import type { Store } from '../../persistence/store.js';
import type { Seed } from '../../seed/index.js';

export interface Session {
  token: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

/** The file of a multipart upload (webUpload only), held in memory by multer. */
export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
  mimeType: string;
}

export interface HandlerContext {
  /** null for a visitor; for auth 'required' the platform already answered 52. */
  session: Session | null;
  /** The user-made state and its clock: one instance per state, never a module singleton. */
  store: Store;
  /** Read-only catalogue data built from MOCK_SEED (the store's). */
  seed: Seed;
  /** Epoch ms from the store's clock: every time rule reads this, never Date.now(). */
  now: () => number;
  reqId: string;
  ip: string;
  log: Logger;
  /** The uploaded file of a multipart call, null when none was sent (and on every other call). */
  upload: UploadedFile | null;
  /** Folder (next to MOCK_DATA_FILE) whose files are served as /media/uploads/<name>. */
  uploadsDir: string;
}

export type Handler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  ctx: HandlerContext,
) => ResultOf<N> | Promise<ResultOf<N>>;

export type AreaHandlers<N extends EndpointName> = { [K in N]: Handler<K> };

/** Thrown by a handler for a business refusal → code '02' with this Chinese msg. */
export class BusinessError extends Error {
  /** keepChanges: what the handler wrote before refusing is kept (a failed login still counts). */
  readonly keepChanges: boolean;
  constructor(message: string, options: { keepChanges?: boolean } = {}) {
    super(message);
    this.name = 'BusinessError';
    this.keepChanges = options.keepChanges ?? false;
  }
}

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
