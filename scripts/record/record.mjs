#!/usr/bin/env node
// `npm run record -- --upstream URL [--name NAME] [--port N]`: starts the mock as a recording proxy
// (MOCK_RECORD_UPSTREAM, see docs/testing.md): every catalogue call it receives goes to the upstream,
// the reply goes back to the caller and into mock-api/recordings/NAME/, masked. Point the web server
// at it (UPSTREAM_URL=http://127.0.0.1:PORT npm start) and browse; Ctrl-C stops it.
// `npm run record -- --har FILE --name NAME` imports a HAR file instead (scripts/record/import-har.ts).
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE =
  'usage: npm run record -- --upstream URL [--name NAME] [--port N]\n       npm run record -- --har FILE --name NAME';

function fail(message) {
  console.error(`record: ${message}\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      har: { type: 'string' },
      name: { type: 'string', default: 'session' },
      port: { type: 'string', default: process.env.MOCK_API_PORT ?? '4010' },
    },
  }));
} catch (err) {
  fail(err.message);
}
if (values.har) {
  // The import needs no running mock: it writes the recording's files directly.
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const importer = fileURLToPath(new URL('./import-har.ts', import.meta.url));
  const run = spawnSync(process.execPath, [tsx, importer, '--har', values.har, '--name', values.name], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 2);
}
if (!values.upstream) fail('--upstream URL or --har FILE is required');
if (!URL.canParse(values.upstream) || !/^https?:$/.test(new URL(values.upstream).protocol))
  fail(`--upstream must be an http(s) URL, got ${values.upstream}`);
if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(values.name))
  fail(`--name must be a kebab-case folder name, got ${values.name}`);
if (!/^\d+$/.test(values.port) || Number(values.port) > 65535)
  fail(`--port must be a port number, got ${values.port}`);

// contracts and mock-api, built where missing or stale.
execFileSync(process.execPath, ['node_modules/typescript-native/bin/tsc', '-b', 'mock-api'], {
  stdio: 'inherit',
});
console.log(
  `recording ${values.upstream} into mock-api/recordings/${values.name}/ — point a client or the web server (UPSTREAM_URL=http://127.0.0.1:${values.port}) at the mock and browse; Ctrl-C stops`,
);
const child = spawn(process.execPath, ['mock-api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MOCK_RECORD_UPSTREAM: values.upstream,
    MOCK_RECORD_NAME: values.name,
    MOCK_API_PORT: values.port,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
