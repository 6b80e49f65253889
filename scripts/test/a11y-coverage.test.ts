// The e2e run's axe coverage compares pages by route: an order numbered differently in another run
// is the same page, and a route no journey checked is still reported.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCoverage, routeOf, type CoverageLine } from '../e2e/tests/support/a11y-coverage.js';

function coverageOf(lines: CoverageLine[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'a11y-coverage-')), 'coverage.jsonl');
  writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return readCoverage(file);
}

describe('e2e axe coverage', () => {
  it('names a page by its route, ids as :id', () => {
    expect(routeOf('/m/orders/10010')).toBe('/m/orders/:id');
    expect(routeOf('/m/orders/10010/refund')).toBe('/m/orders/:id/refund');
    expect(routeOf('/orders/orderDetails')).toBe('/orders/orderDetails');
    expect(routeOf('/m/topic3')).toBe('/m/topic3');
  });

  it('counts an order page checked under another id as checked', () => {
    const { unchecked } = coverageOf([
      { test: 'pays', visited: ['/m/orders/10009'], checked: ['/m/orders/10009'] },
      { test: 'fails a payment', visited: ['/m/orders/10010'], checked: [] },
    ]);
    expect(unchecked).toEqual([]);
  });

  it('reports a route no journey checked, with the journeys that visited it', () => {
    const { unchecked } = coverageOf([
      { test: 'refunds', visited: ['/m/refunds/1', '/m/refunds/2'], checked: [] },
      { test: 'home', visited: ['/m'], checked: ['/m'] },
    ]);
    expect(unchecked).toEqual([{ path: '/m/refunds/:id', tests: ['refunds'] }]);
  });
});
