// The documents and pages under /__mock/: the OpenAPI document, the API reference page built from it
// and the customer-service chat page the shop's footer opens (with its script).
import { buildOpenApiDocument } from '@storefront/contracts/schemas';
import express, { type Router } from 'express';
import { CHAT_SCRIPT, renderChatPage } from '../pages/chat-page.js';
import { renderDocsPage } from '../pages/docs-page.js';
import { PAGE_CSP } from '../pages/html.js';

export function createPageRouter(): Router {
  const router = express.Router();
  // Built on first use: generating the document takes a moment and health checks need none of it.
  let openApi: unknown = null;
  const openApiDocument = () => (openApi ??= buildOpenApiDocument('/'));
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });

  let docsHtml: string | null = null;
  router.get('/docs', (_req, res) => {
    docsHtml ??= renderDocsPage(openApiDocument());
    res.set({ 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-cache' }).type('html').send(docsHtml);
  });

  router.get('/chat', (req, res) => {
    res
      .set({ 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' })
      .type('html')
      .send(renderChatPage(req.query));
  });
  router.get('/chat.js', (_req, res) => {
    res.set({ 'Cache-Control': 'public, max-age=300' }).type('text/javascript').send(CHAT_SCRIPT);
  });
  return router;
}
