import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SPA_ROUTES } from '../src/index.js';

const rules = readFileSync(resolve(__dirname, '../../docs/product-rules.md'), 'utf8');
const routesSection = rules.slice(
  rules.indexOf('## Routes'),
  rules.indexOf('\n## ', rules.indexOf('## Routes') + 1),
);

describe('docs/product-rules.md, "Routes"', () => {
  it('names every route of the SPA route list', () => {
    const missing = SPA_ROUTES.map((route) => route.path).filter(
      (path) => !routesSection.includes(`\`${path}\``),
    );
    expect(missing).toEqual([]);
  });
});
