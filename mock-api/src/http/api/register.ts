// Registers every catalogue entry on a router (see docs/architecture.md): the catalogue is walked,
// never restated.
// Per call: identity → auth → input (query, form or multipart) → reqId → validation → handler →
// envelope. The handler runs as one atomic step of the store (a refusal undoes its writes), and the
// reply waits for the group commit that holds them, so a '01' write is durable.
import {
  catalogueEntries,
  isReqId,
  UPLOAD_FILE_FIELD,
  type EndpointName,
  type RouteEntry,
} from '@storefront/contracts';
import { descriptionOf } from '@storefront/contracts/schemas';
import type { Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Store } from '../../persistence/store.js';
import type { RequestState } from '../request-state.js';
import type { Session } from '../../domain/context.js';
import { Refusal } from '../../domain/refusal.js';
import { takeMessage, type Handler, type HandlerContext, type UploadedFile } from './handler-types.js';
import { readCustomHeader, resolveSession } from './identity.js';
import type { UploadsFolder } from '../../domain/account/uploads-folder.js';
import { PURE_READS, type ReadCache, type SharedReadCache } from './read-cache.js';
import { okJson, sendEnvelope, sendInvalid, sendJson, sendRefused, sendSessionInvalid } from './reply.js';
import { receiveFile } from './upload.js';
import { issuesToErrors, REQ_ID_MESSAGE } from './validation.js';

export { UPLOAD_LIMIT_BYTES } from './upload.js';
export const NOT_IMPLEMENTED_MESSAGE = '接口暂未实现';

export interface RegisterOptions {
  handlers: Partial<Record<EndpointName, Handler<EndpointName>>>;
  store: Store;
  log: Logger;
  /** The uploads folder and its budget. */
  uploads: UploadsFolder;
  /** Where the replies of pure reads are kept, one budget for every store. */
  replies: SharedReadCache;
  /** Check every result against the entry's result schema (tests); a mismatch answers 500 loudly. */
  validateResults: boolean;
}

interface CallOptions extends RegisterOptions {
  /** Replies of pure reads of `store` until it changes. */
  readCache: ReadCache;
  /** `store` is a sandbox's (a visitor's: the upload quota applies). */
  sandboxed: boolean;
}

/** How Express compares route paths by default (case-insensitive, trailing slash optional). */
export const routeKey = (path: string): string =>
  (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * One middleware and a path lookup rather than 147 Express routes: every call used to be matched
 * against the routes before it in turn (scripts/bench profiles). HEAD is served like GET, as
 * Express does; a path with the wrong method falls through to the 405 answer.
 */
export function registerCatalogue(router: Router, registerOptions: RegisterOptions): void {
  // One reply cache per store (a sandbox's store has generations of its own), all within one byte
  // budget; a store's replies go when it closes (a sandbox removed gives its memory back).
  const readCaches = new WeakMap<Store, ReadCache>();
  const readCacheOf = (store: Store): ReadCache => {
    let cache = readCaches.get(store);
    if (!cache) {
      const made = registerOptions.replies.cacheFor();
      store.onClose(made.drop);
      readCaches.set(store, (cache = made.cache));
    }
    return cache;
  };
  const options: CallOptions = {
    ...registerOptions,
    readCache: readCacheOf(registerOptions.store),
    sandboxed: false,
  };
  const byPath = new Map<string, [EndpointName, RouteEntry]>();
  for (const [name, entry] of catalogueEntries()) byPath.set(routeKey(entry.path), [name, entry]);
  router.use((req, res, next) => {
    const found = byPath.get(routeKey(req.path));
    if (!found) return next();
    const [name, entry] = found;
    if ((req.method === 'HEAD' ? 'GET' : req.method) !== entry.method) return next();
    // The journal links the reply (a 03 above all) to the operation it was meant for.
    res.locals.operation = name;
    // A sandboxed request works on its sandbox's store (see http/request-state.ts).
    const state = res.locals.mockState as RequestState | undefined;
    const o =
      state && state.store !== options.store
        ? { ...options, store: state.store, readCache: readCacheOf(state.store), sandboxed: true }
        : options;
    handleCall(name, entry, req, res, o).catch(next);
  });
}

async function handleCall(
  name: EndpointName,
  entry: RouteEntry,
  req: Request,
  res: Response,
  o: CallOptions,
): Promise<void> {
  // Child loggers are made only when something logs: building two per call showed in profiles.
  let endpointLog: Logger | undefined;
  const reqLog = (): Logger => (endpointLog ??= o.log.child({ endpoint: name }));
  const header = readCustomHeader(req);
  const session = resolveSession(o.store, header, o.store.clock.now());

  let file: UploadedFile | null = null;
  if (entry.body === 'multipart') {
    // The upload is only read once the caller is known to be allowed to send it.
    if (entry.auth === 'required' && !session) return sendSessionInvalid(res);
    const received = await receiveFile(req, res);
    if (!received) return;
    file = received.file;
  }

  const input = inputOf(entry, req);
  // The file part is a field of the upload's request schema: missing, it is a 03 like any field.
  if (entry.body === 'multipart') input[UPLOAD_FILE_FIELD] = file ?? undefined;
  const reqId = input.reqId;
  if (!isReqId(reqId)) return sendInvalid(res, { reqId: REQ_ID_MESSAGE });
  delete input.reqId;

  if (entry.auth === 'required' && !session) return sendSessionInvalid(res);

  const described = descriptionOf(name);
  const parsed = described.request.safeParse(input);
  if (!parsed.success) return sendInvalid(res, issuesToErrors(parsed.error.issues, input));

  const handler = o.handlers[name];
  if (!handler) return sendRefused(res, NOT_IMPLEMENTED_MESSAGE);

  // A pure read answered before at this generation of the store: the same bytes again (after the
  // commit of what it may have read, as below).
  const cache = PURE_READS.has(name) ? o.readCache : null;
  const generation = o.store.generation;
  const cached = cache?.get(name, parsed.data, generation);
  if (cached !== undefined) {
    await o.store.flush();
    return sendJson(res, cached);
  }

  const ctx = handlerContext(o, req, { session, reqId, reqLog, file });
  const outcome = await runHandler(o.store, () => handler(parsed.data as never, ctx));
  // Nothing written between the read of `generation` and here: the result is the state at it.
  const unchanged = o.store.generation === generation;
  // Nobody hears of a change (or of state read from one) before the commit that holds it.
  await o.store.flush();

  if ('refused' in outcome) return sendRefused(res, outcome.refused);
  if (o.validateResults && breaksContract(res, name, described.result, outcome.result, reqLog)) return;
  const json = okJson(outcome.result ?? null, outcome.msg);
  if (cache && unchanged) cache.set(name, parsed.data, generation, json);
  sendJson(res, json);
}

/** The call's fields: the query of a GET, the parsed body of a POST (a copy: reqId is taken out). */
function inputOf(entry: RouteEntry, req: Request): Record<string, unknown> {
  const source: unknown = entry.method === 'GET' ? req.query : req.body;
  return typeof source === 'object' && source !== null && !Buffer.isBuffer(source)
    ? { ...(source as object) }
    : {};
}

function handlerContext(
  o: CallOptions,
  req: Request,
  call: { session: Session | null; reqId: string; reqLog: () => Logger; file: UploadedFile | null },
): HandlerContext {
  let handlerLog: Logger | undefined;
  return {
    session: call.session,
    store: o.store,
    seed: o.store.seed,
    now: () => o.store.clock.now(),
    reqId: call.reqId,
    ip: req.ip ?? '',
    get log() {
      return (handlerLog ??= call.reqLog().child({ reqId: call.reqId }));
    },
    upload: call.file,
    uploadPlace: { folder: o.uploads, sandboxed: o.sandboxed },
  };
}

type Outcome = { result: unknown; msg: string | undefined } | { refused: string };

/** Runs the handler as one atomic step of the store; a refusal becomes the outcome, not an error. */
async function runHandler(store: Store, run: () => unknown): Promise<Outcome> {
  try {
    // The synchronous part of the handler is one savepoint; an async handler wraps its later writes
    // in ctx.store.atomic itself (a savepoint never spans an await).
    return takeMessage(await store.atomic(run));
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    return { refused: err.message };
  }
}

/** Answers 500 (and logs) when the result does not match the entry's result schema. */
function breaksContract(
  res: Response,
  name: EndpointName,
  schema: z.ZodType,
  result: unknown,
  reqLog: () => Logger,
): boolean {
  const check = schema.safeParse(result);
  if (check.success) return false;
  const errors = issuesToErrors(check.error.issues);
  reqLog().error({ errors }, `result of ${name} does not match its contract`);
  sendEnvelope(res, { code: '500', msg: `mock-api: ${name} 的结果不符合契约`, result: null, errors }, 500);
  return true;
}

/** Method → path lookup used to tell a wrong method (405) from an unknown path (404). */
export function catalogueMethods(): Map<string, string> {
  return new Map(catalogueEntries().map(([, entry]) => [entry.path, entry.method]));
}
