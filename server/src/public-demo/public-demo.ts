// Public demo mode (PUBLIC_DEMO=on, docs/deploy.md): each browser works in its own mock sandbox, so
// one visitor's password reset, cart or order reaches no other. Runs before the proxy and only
// rewrites the request's headers, so it sits in front of any proxy engine:
// - every client-sent `x-mock-*` header and `mock-sandbox` cookie is dropped (no visitor steers the
//   mock or enters another's sandbox);
// - the `shop-visitor` cookie, signed by this server, names the browser's sandbox, sent upstream as
//   `x-mock-sandbox: v-<one-way hash of the id>` (visitor-cookie.ts);
// - a browser without one, or with one this server did not sign, gets one on its first page or call,
//   at most `visitorsPerMinute` per client address (limiter-key.ts), so a script cannot churn the
//   mock's sandboxes and push everyone else out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { cameOverHttps, clientAddress } from './client-address.js';
import type { TrustFn } from '../trust-proxy.js';
import { limiterKeyOf } from './limiter-key.js';
import { noteSandboxUse, sandboxUsedCookie } from './sandbox-used.js';
import {
  madeSecret,
  newVisitorId,
  sandboxNameOf,
  signedVisitorId,
  VISITOR_MAX_AGE_S,
  visitorCookie,
  visitorIdOf,
  withoutDemoCookies,
} from './visitor-cookie.js';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const TOO_MANY_VISITORS = {
  code: '02',
  msg: '新访客过多，请稍后再试',
  result: null,
} as const;

export interface PublicDemoOptions {
  /** New visitors (cookies issued) per client address per minute. */
  visitorsPerMinute: number;
  /** PUBLIC_DEMO_SECRET: the key visitor ids are signed with (null or unset: one made at start). */
  secret?: string | null;
  /** PUBLIC_DEMO_IPV6_PREFIX: IPv6 clients count by this network prefix (default 64). */
  ipv6Prefix?: number;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY, as Express has it); default: nobody's. */
  trust?: TrustFn;
}

export type Next = () => void;
export type PublicDemo = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A page load: a browser's navigation, where the cookie is best set before the page's parallel calls. */
const isPageLoad = (req: IncomingMessage): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html'));

/** An API call: the calls that read or change a visitor's state (media and the chat page do not). */
const isApiCall = (req: IncomingMessage): boolean => {
  const url = req.url ?? '';
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
};

/**
 * Drops the client's steering and its choice of sandbox. Done on every request, whatever serves it:
 * they mean nothing to the server's own answers, and no path can then carry them to the upstream.
 */
function dropClientSteering(req: IncomingMessage): void {
  for (const name of Object.keys(req.headers)) if (name.startsWith('x-mock-')) delete req.headers[name];
  const cookie = withoutDemoCookies(req.headers.cookie);
  if (cookie === undefined) delete req.headers.cookie;
  else req.headers.cookie = cookie;
}

/**
 * Names the visitor's sandbox on an API call. Media and the chat page go to the mock's default state:
 * they read none of it, and a sandbox made (or its "started afresh" notice spent) by an image request
 * would be one the visitor never hears of.
 */
function nameSandbox(req: IncomingMessage, res: ServerResponse, visitorId: string, secure: boolean): void {
  if (!isApiCall(req)) return;
  req.headers[SANDBOX_HEADER] = sandboxNameOf(visitorId);
  noteSandboxUse(req, res, sandboxUsedCookie(VISITOR_MAX_AGE_S, secure));
}

function refuse(res: ServerResponse, retryAfterMs: number): void {
  const body = JSON.stringify(TOO_MANY_VISITORS);
  res.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
  res.end(body);
}

const directPeerOnly: TrustFn = () => false;

export function publicDemo(options: PublicDemoOptions, logger: Logger): PublicDemo {
  const newVisitors = new RateLimiterMemory({ points: options.visitorsPerMinute, duration: 60 });
  const secret = options.secret ?? madeSecret();
  if (!options.secret)
    logger.warn(
      'public demo: PUBLIC_DEMO_SECRET is unset, visitor ids are signed with a key made at start ' +
        '(every visitor starts afresh after a restart, and replicas do not share visitors)',
    );
  const trust = options.trust ?? directPeerOnly;

  return (req, res, next) => {
    const known = visitorIdOf(secret, req.headers.cookie);
    dropClientSteering(req);
    if (known !== null || !(isApiCall(req) || isPageLoad(req))) {
      if (known !== null) nameSandbox(req, res, known, cameOverHttps(req, trust));
      next();
      return;
    }
    const address = clientAddress(req, trust);
    newVisitors.consume(limiterKeyOf(address, options.ipv6Prefix)).then(
      () => {
        const id = newVisitorId();
        const secure = cameOverHttps(req, trust);
        res.setHeader('set-cookie', visitorCookie(signedVisitorId(secret, id), secure));
        nameSandbox(req, res, id, secure);
        next();
      },
      (limited: { msBeforeNext?: number }) => {
        logger.warn({ address, url: req.url }, 'public demo: too many new visitors from one address');
        // A page still loads (its calls then meet this limit); a call is refused in the wire's shape.
        if (isApiCall(req)) refuse(res, limited.msBeforeNext ?? 60_000);
        else next();
      },
    );
  };
}

/** `listener` with public demo mode in front of it when `options` is set (PUBLIC_DEMO=on), else as it is. */
export function withPublicDemo(
  options: PublicDemoOptions | null,
  logger: Logger,
  listener: Listener,
  fail: (err: unknown, req: IncomingMessage, res: ServerResponse) => void,
): Listener {
  if (!options) return listener;
  const demo = publicDemo(options, logger);
  return (req, res) => {
    try {
      demo(req, res, () => listener(req, res));
    } catch (err) {
      fail(err, req, res);
    }
  };
}
