// helmet with a CSP that fits the SPA: our own scripts only, inline styles allowed (Radix positions
// popovers with style attributes), images from us or generated in the page, and API calls to us plus
// the behaviour collector when it lives elsewhere. No upgrade-insecure-requests: the stack is often
// served over plain http (localhost, a LAN address), where upgrading would break every request.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export const connectSources = (behaviourUrl: string | undefined): string[] => {
  const sources = ["'self'"];
  if (behaviourUrl) sources.push(new URL(behaviourUrl).origin);
  return sources;
};

export const securityHeaders = (behaviourUrl: string | undefined): RequestHandler =>
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
