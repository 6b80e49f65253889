// The coverage gate of `npm test` (run by run-pact.mjs after the Pact consumer and provider runs):
// fails, naming each entry, when a catalogue entry has no mock handler, no client use or no Pact
// interaction. The client-use part stays red until every page that needs an entry calls it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogue } from '@storefront/contracts';
import {
  clientSourceFiles,
  describeGaps,
  findCoverageGaps,
  readText,
  type PactInteractionLike,
  type RouteLike,
} from './coverage-gate.js';

const root = process.cwd();
const PACT_FILE = join(
  process.env.PACT_DIR ?? resolve(root, 'contracts', 'pacts'),
  'storefront-client-storefront-mock-api.json',
);

describe('catalogue coverage gate', () => {
  it('every catalogue entry has a mock handler, a client use and a Pact interaction', async () => {
    // Loaded by path at run time: scripts' own type check must not pull in mock-api's sources.
    const handlersModule = resolve(root, 'mock-api/src/handlers/index.ts');
    const { handlers } = (await import(handlersModule)) as { handlers: Record<string, unknown> };
    expect(existsSync(PACT_FILE)).toBe(true);
    const pact = JSON.parse(readText(PACT_FILE)) as { interactions: PactInteractionLike[] };
    const routes = catalogue as unknown as Record<string, RouteLike>;

    const gaps = findCoverageGaps({
      routes,
      handlerNames: Object.keys(handlers),
      clientSources: clientSourceFiles(resolve(root, 'client/src')).map(readText),
      pactInteractions: pact.interactions,
    });
    const report = describeGaps(gaps, Object.keys(routes).length);
    console.log(`Catalogue coverage (${pact.interactions.length} Pact interactions):\n${report}`);
    expect({ ...gaps, report }).toEqual({
      noHandler: [],
      noClientUse: [],
      noPact: [],
      report: expect.any(String),
    });
  });
});
