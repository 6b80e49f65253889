// Each catalogue entry's `refuses` (which entries can answer '02', the OpenAPI document's source)
// agrees with the mock's handler code.
import { resolve } from 'node:path';
import { areaOf, endpointNames, type EndpointName } from '@storefront/contracts';
import { refusingEntries } from '@storefront/contracts/schemas';
import { refusingHandlers } from './refusal-analysis.js';

const root = process.cwd();

/** The file that describes an entry: `flashSale` → contracts/src/catalogue/flash-sale.schemas.ts. */
const fileOf = (name: EndpointName): string =>
  `contracts/src/catalogue/${areaOf(name).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.schemas.ts`;

/** What to change, file by file: an entry to mark `refuses: true`, or one whose mark must go. */
function changesToMake(add: EndpointName[], remove: EndpointName[]): string {
  const lines = [
    ...add.map((name) => `${fileOf(name)}: ${name}: add \`refuses: true\` (its handler can throw a Refusal)`),
    ...remove.map((name) => `${fileOf(name)}: ${name}: drop \`refuses: true\` (no Refusal is reachable)`),
  ];
  return lines.sort().join('\n');
}

describe("the entries' refuses marks", () => {
  const found = refusingHandlers(
    resolve(root, 'mock-api/tsconfig.json'),
    resolve(root, 'mock-api/src/http/handlers'),
  );

  it('finds every catalogue entry among the handler maps', () => {
    expect(found.all).toEqual([...endpointNames].sort());
  });

  it('mark exactly the handlers from which a Refusal is reachable', () => {
    const marked = new Set<string>(refusingEntries);
    const reachable = new Set(found.refusing);
    const add = endpointNames.filter((name) => reachable.has(name) && !marked.has(name));
    const remove = endpointNames.filter((name) => marked.has(name) && !reachable.has(name));
    if (add.length + remove.length > 0)
      console.log(`Change the catalogue entries:\n${changesToMake(add, remove)}`);
    expect({ add, remove }).toEqual({ add: [], remove: [] });
  });
});
