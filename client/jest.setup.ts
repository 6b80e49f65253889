import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor wait on the DOM, not on the clock: their 1 s default fails a lazily loaded page on a
// loaded machine while it passes alone. A broken page still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Fetch API classes; react-router's data routers build a Request for every navigation.
// undici is Node's own implementation of them.
if (typeof globalThis.Request === 'undefined') {
  // undici needs the web streams at load time; Node has them, jsdom does not expose them. (Not
  // MessageChannel: React's scheduler would pick Node's, whose ports keep jest from exiting.)
  /* eslint-disable @typescript-eslint/no-require-imports */
  const streams = require('node:stream/web') as typeof import('node:stream/web');
  Object.assign(globalThis, {
    ReadableStream: globalThis.ReadableStream ?? streams.ReadableStream,
    WritableStream: globalThis.WritableStream ?? streams.WritableStream,
    TransformStream: globalThis.TransformStream ?? streams.TransformStream,
  });
  const undici = require('undici') as typeof import('undici');
  /* eslint-enable @typescript-eslint/no-require-imports */
  Object.assign(globalThis, { Request: undici.Request, Response: undici.Response, Headers: undici.Headers });
}
