// Registers every catalogue entry on a router (see docs/architecture.md): the catalogue is walked,
// never restated.
// Per call: identity → auth → input (query, form or multipart) → reqId → validation → handler →
// envelope. The handler runs as one atomic step of the store (a refusal undoes its writes), and the
// reply waits for the group commit that holds them, so a '01' write is durable.
import { catalogueEntries, isReqId, type EndpointName, type RouteEntry } from '@storefront/contracts';
import { descriptionOf } from '@storefront/contracts/schemas';
import type { Request, Response, Router } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import type { Store } from '../../persistence/store.js';
import type { RequestState } from '../request-state.js';
import { Refusal } from '../../domain/refusal.js';
import { takeMessage, type Handler, type HandlerContext, type UploadedFile } from './handler-types.js';
import { readCustomHeader, resolveSession } from './identity.js';
import { createReadCache, PURE_READS, type ReadCache } from './read-cache.js';
import { okJson, sendEnvelope, sendInvalid, sendJson, sendRefused, sendSessionInvalid } from './reply.js';
import { issuesToErrors, REQ_ID_MESSAGE } from './validation.js';

export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
export const NOT_IMPLEMENTED_MESSAGE = '接口暂未实现';

export interface RegisterOptions {
  handlers: Partial<Record<EndpointName, Handler<EndpointName>>>;
  store: Store;
  log: Logger;
  uploadsDir: string;
  /** Check every result against the entry's result schema (tests); a mismatch answers 500 loudly. */
  validateResults: boolean;
}

interface CallOptions extends RegisterOptions {
  /** Replies of pure reads of `store` until it changes. */
  readCache: ReadCache;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 },
}).single('file');

/** Runs multer; resolves to an error message for the user when the upload itself is unacceptable. */
function receiveUpload(req: Request, res: Response): Promise<string | null> {
  return new Promise((resolve) => {
    upload(req, res, (err: unknown) => {
      if (!err) return resolve(null);
      if (err instanceof multer.MulterError) {
        resolve(
          err.code === 'LIMIT_FILE_SIZE'
            ? '图片不能超过2MB'
            : err.code === 'LIMIT_UNEXPECTED_FILE'
              ? '请使用字段 file 上传一张图片'
              : '上传内容有误',
        );
      } else resolve('上传内容有误');
    });
  });
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
  // One reply cache per store: a sandbox's store has generations of its own.
  const readCaches = new WeakMap<Store, ReadCache>();
  const readCacheOf = (store: Store): ReadCache => {
    let cache = readCaches.get(store);
    if (!cache) readCaches.set(store, (cache = createReadCache()));
    return cache;
  };
  const options: CallOptions = { ...registerOptions, readCache: readCacheOf(registerOptions.store) };
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
        ? { ...options, store: state.store, readCache: readCacheOf(state.store) }
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
  const multipart = entry.body === 'multipart';

  // The upload is only read once the caller is known to be allowed to send it.
  if (multipart && entry.auth === 'required' && !session) return sendSessionInvalid(res);

  let file: UploadedFile | null = null;
  if (multipart) {
    if (!req.is('multipart/form-data'))
      return sendInvalid(res, { file: '请以 multipart/form-data 上传图片' });
    const problem = await receiveUpload(req, res);
    if (problem) return sendInvalid(res, { file: problem });
    if (req.file)
      file = { buffer: req.file.buffer, originalName: req.file.originalname, mimeType: req.file.mimetype };
  }

  const source: unknown = entry.method === 'GET' ? req.query : req.body;
  const input: Record<string, unknown> =
    typeof source === 'object' && source !== null && !Buffer.isBuffer(source)
      ? { ...(source as object) }
      : {};
  const reqId = input.reqId;
  if (!isReqId(reqId)) return sendInvalid(res, { reqId: REQ_ID_MESSAGE });
  delete input.reqId;

  if (entry.auth === 'required' && !session) return sendSessionInvalid(res);

  const described = descriptionOf(name);
  const parsed = described.request.safeParse(input);
  if (!parsed.success) return sendInvalid(res, issuesToErrors(parsed.error.issues));

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

  let handlerLog: Logger | undefined;
  const ctx: HandlerContext = {
    session,
    store: o.store,
    seed: o.store.seed,
    now: () => o.store.clock.now(),
    reqId,
    ip: req.ip ?? '',
    get log() {
      return (handlerLog ??= reqLog().child({ reqId }));
    },
    upload: file,
    uploadsDir: o.uploadsDir,
  };

  let outcome: { result: unknown; msg: string | undefined } | { refused: string };
  try {
    // The synchronous part of the handler is one savepoint; an async handler wraps its later writes
    // in ctx.store.atomic itself (a savepoint never spans an await).
    outcome = takeMessage(await o.store.atomic(() => handler(parsed.data as never, ctx)));
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    outcome = { refused: err.message };
  }
  // Nothing written between the read of `generation` and here: the result is the state at it.
  const unchanged = o.store.generation === generation;
  // Nobody hears of a change (or of state read from one) before the commit that holds it.
  await o.store.flush();

  if ('refused' in outcome) return sendRefused(res, outcome.refused);
  if (o.validateResults) {
    const check = described.result.safeParse(outcome.result);
    if (!check.success) {
      const errors = issuesToErrors(check.error.issues);
      reqLog().error({ errors }, `result of ${name} does not match its contract`);
      return sendEnvelope(
        res,
        { code: '500', msg: `mock-api: ${name} 的结果不符合契约`, result: null, errors },
        500,
      );
    }
  }
  const json = okJson(outcome.result ?? null, outcome.msg);
  if (cache && unchanged) cache.set(name, parsed.data, generation, json);
  sendJson(res, json);
}

/** Method → path lookup used to tell a wrong method (405) from an unknown path (404). */
export function catalogueMethods(): Map<string, string> {
  return new Map(catalogueEntries().map(([, entry]) => [entry.path, entry.method]));
}
