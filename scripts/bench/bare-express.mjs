#!/usr/bin/env node
// Baseline of the mock-api read benchmark: a bare Express 5 app with one route that answers the
// same bytes the mock-api sent for the same call, so the difference is the mock-api's own work.
// Usage: node bare-express.mjs <port> <route path> <file with the reply body>
import { readFileSync } from 'node:fs';
import express from 'express';

const [port, routePath, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.post(routePath, (_req, res) => {
  res.type('application/json; charset=utf-8').send(body);
});
app.get('/ready', (_req, res) => {
  res.send('ok');
});
const server = app.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
