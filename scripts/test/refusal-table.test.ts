// The table of entries that can answer '02' (the OpenAPI document's source) agrees with the code.
import { resolve } from 'node:path';
import { endpointNames } from '@storefront/contracts';
import { refusingEntries } from '../../contracts/src/catalogue/refusals.js';
import { refusingHandlers } from './refusal-analysis.js';

const root = process.cwd();

describe('the table of entries that refuse by a business rule', () => {
  const found = refusingHandlers(
    resolve(root, 'mock-api/tsconfig.json'),
    resolve(root, 'mock-api/src/http/handlers'),
  );

  it('finds every catalogue entry among the handler maps', () => {
    expect(found.all).toEqual([...endpointNames].sort());
  });

  it('lists exactly the handlers from which a Refusal is reachable', () => {
    const table = [...refusingEntries].sort();
    if (JSON.stringify(table) !== JSON.stringify(found.refusing))
      console.log(
        `contracts/src/catalogue/refusals.ts should list:\n${JSON.stringify(found.refusing, null, 2)}`,
      );
    expect(table).toEqual(found.refusing);
  });
});
