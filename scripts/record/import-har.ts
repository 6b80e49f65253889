// `npm run record -- --har FILE --name NAME`: a HAR file (a browser's network panel saved on the real
// shop, or the mock's own GET /__mock/journal.har) into mock-api/recordings/NAME/, which a scenario
// naming that recording replays (see docs/testing.md, "Recording"). Exit 0 done, 2 unusable input.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { importHar } from '../../mock-api/src/test-control/har/har-import.js';
import {
  RECORDING_NAME,
  recordingsRoot,
} from '../../mock-api/src/test-control/recordings/recording-files.js';

const USAGE = 'usage: npm run record -- --har FILE --name NAME';

function fail(message: string): never {
  console.error(`record: ${message}\n${USAGE}`);
  process.exit(2);
}

function main(): void {
  let values: { har?: string; name?: string };
  try {
    ({ values } = parseArgs({ options: { har: { type: 'string' }, name: { type: 'string' } } }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (!values.har) fail('--har FILE is required');
  if (!values.name || !RECORDING_NAME.test(values.name))
    fail(`--name must be a kebab-case folder name, got ${values.name ?? '(none)'}`);
  let har: unknown;
  try {
    har = JSON.parse(readFileSync(values.har, 'utf8'));
  } catch (err) {
    fail(`cannot read ${values.har} as JSON: ${(err as Error).message}`);
  }
  const dir = join(recordingsRoot(), values.name);
  let result;
  try {
    result = importHar(har, dir, `har:${basename(values.har)}`);
  } catch (err) {
    fail(`${values.har} is not a HAR file: ${(err as Error).message.split('\n')[0]}`);
  }
  console.log(
    `recorded ${result.calls} call(s) of ${result.operations.length} operation(s) into ${dir}` +
      ` (${result.skipped} entries skipped: not a catalogue call; ${result.drifted} drifting, kept and flagged)`,
  );
}

main();
