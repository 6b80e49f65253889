#!/usr/bin/env node
// The `storefront-mock` bin of @storefront/mock-api: the mock as `npm start` runs it, configured by
// flags (cli-options.ts). A bad flag, a bad value or a taken port: one line on stderr and exit 2.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EnvError, parseEnv } from '../env.js';
import { runMockApi } from '../run-mock-api.js';
import { ScenarioError } from '../test-control/scenarios/index.js';
import { CliError, flagOf, parseCli, USAGE } from './cli-options.js';

let fromFlags: Record<string, string> = {};

/** One line on stderr, naming the flag a bad value came from, and exit 2. */
const fail = (message: string): never => {
  let line = message.replace(/^mock-api: /, 'storefront-mock: ');
  for (const name of Object.keys(fromFlags))
    line = line.replace(`invalid environment variable ${name}=`, `invalid ${flagOf(name)} `);
  process.stderr.write(`${line.split('\n')[0]}\n`);
  process.exit(2);
};

try {
  const request = parseCli(process.argv.slice(2));
  if (request.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  fromFlags = request.env;
  Object.assign(process.env, request.env);
  // The mock finds its scenarios, console and icons beside the running main.js; through npx,
  // argv[1] is node_modules/.bin's link, so point it at the package's own dist/main.js.
  process.argv[1] = fileURLToPath(
    new URL('../main.js', `file://${realpathSync(fileURLToPath(import.meta.url))}`),
  );
  const env = parseEnv(process.env);
  await runMockApi(env, { listenFailureCode: 2, portSetting: '--port' });
} catch (err) {
  if (err instanceof CliError || err instanceof EnvError || err instanceof ScenarioError) fail(err.message);
  throw err;
}
