#!/usr/bin/env node
// `node scripts/start/build.mjs`: builds what `npm start` (and the Docker smoke test) needs, only
// where missing or stale: contracts, mock-api and server with `tsc -b`, the client with Vite.
import { buildStack, requireInstall } from './stack.mjs';

requireInstall();
await buildStack();
