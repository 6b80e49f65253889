// The coverage gate of `npm test` (run by run-pact.mjs after the Pact consumer and provider runs):
// fails, naming each entry, when a catalogue entry has no mock handler, no client use or no Pact
// interaction. Client uses are call sites found by the TypeScript compiler (coverage-gate.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogue } from '@storefront/contracts';
import {
  clientSourceFiles,
  describeGaps,
  findCoverageGaps,
  readSource,
  readText,
  type PactInteractionLike,
  type RouteLike,
} from './coverage-gate.js';

const root = process.cwd();
const PACT_FILE = join(
  process.env.PACT_DIR ?? resolve(root, 'contracts', 'pacts'),
  'storefront-client-storefront-mock-api.json',
);

/**
 * Entries the client is known not to call yet, each with the reason. The gate reports them but does
 * not fail for them, and fails once one is called (then it no longer belongs here).
 */
const NOT_CALLED_YET: Record<string, string> = {};

describe('catalogue coverage gate', () => {
  it('every catalogue entry has a mock handler, a client use and a Pact interaction', async () => {
    // Loaded by path at run time: scripts' own type check must not pull in mock-api's sources.
    const handlersModule = resolve(root, 'mock-api/src/http/handlers/index.ts');
    const { handlers } = (await import(handlersModule)) as { handlers: Record<string, unknown> };
    expect(existsSync(PACT_FILE)).toBe(true);
    const pact = JSON.parse(readText(PACT_FILE)) as { interactions: PactInteractionLike[] };
    const routes = catalogue as unknown as Record<string, RouteLike>;

    const gaps = findCoverageGaps({
      routes,
      handlerNames: Object.keys(handlers),
      clientSources: clientSourceFiles(resolve(root, 'client/src')).map(readSource),
      pactInteractions: pact.interactions,
    });
    const known = Object.keys(NOT_CALLED_YET);
    const calledNow = known.filter((name) => !gaps.noClientUse.includes(name));
    gaps.noClientUse = gaps.noClientUse.filter((name) => !known.includes(name));
    const report = describeGaps(gaps, Object.keys(routes).length);
    const excused = known.map((name) => `\n  ! ${name} not called by the client: ${NOT_CALLED_YET[name]}`);
    console.log(
      `Catalogue coverage (${pact.interactions.length} Pact interactions):\n${report}${excused.join('')}`,
    );
    expect(calledNow).toEqual([]);
    expect({ ...gaps, report }).toEqual({
      noHandler: [],
      noClientUse: [],
      noPact: [],
      report: expect.any(String),
    });
  });
});
