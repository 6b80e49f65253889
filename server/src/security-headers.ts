// helmet with a CSP that fits the SPA: our own scripts only, inline styles allowed (Radix positions
// popovers with style attributes), images from us or generated in the page, and API calls to us plus
// the behaviour collector when it lives elsewhere. No upgrade-insecure-requests: the stack is often
// served over plain http (localhost, a LAN address), where upgrading would break every request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export const connectSources = (behaviourUrl: string | undefined): string[] => {
  const sources = ["'self'"];
  if (behaviourUrl) sources.push(new URL(behaviourUrl).origin);
  return sources;
};

const helmetFor = (behaviourUrl: string | undefined): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(behaviourUrl),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Same-origin isolation headers would block the customer-service chat window opened from the footer.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

/**
 * The headers helmet sets with the config above, in its order. The config has no per-request part
 * (no CSP nonce), so running helmet once on a recorder gives exactly what it sets on every answer;
 * page-fast-path.ts sends them as they are.
 */
export const securityHeaderValues = (behaviourUrl: string | undefined): Record<string, string> => {
  const recorded: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      recorded[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete recorded[name],
  } as unknown as ServerResponse;
  let done = false;
  helmetFor(behaviourUrl)({} as IncomingMessage as never, recorder as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return recorded;
};

/** helmet's headers on every answer, set from the values computed once (helmet redoes its work per call). */
export const securityHeaders = (behaviourUrl: string | undefined): RequestHandler => {
  const headers = Object.entries(securityHeaderValues(behaviourUrl));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
};
