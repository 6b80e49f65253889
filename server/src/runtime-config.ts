// Settings the built client can only learn at run time (the bundle is the same for every deploy).
// Served as a same-origin script because the CSP allows `script-src 'self'` only: index.html loads
// /runtime-config.js before the app, and the client falls back to same origin when it is absent.
import type { RequestHandler } from 'express';

export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

export const runtimeConfigScript = (behaviourUrl: string | undefined): string => {
  // JSON is valid JS; escaping `<` keeps the value inert even if this text is ever inlined in HTML.
  const json = JSON.stringify({ behaviourUrl: behaviourUrl ?? '' }).replace(/</g, '\\u003c');
  return `window.__STOREFRONT_CONFIG__ = ${json};\n`;
};

export const runtimeConfig = (behaviourUrl: string | undefined): RequestHandler => {
  const body = runtimeConfigScript(behaviourUrl);
  return (_req, res) => {
    res.status(200).type('application/javascript').set('Cache-Control', 'no-cache').send(body);
  };
};
