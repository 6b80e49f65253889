// After the journeys: every page they visited must have been checked with axe-core by at least one of
// them. Skipped when only some journeys ran (a file or --grep given), since coverage is then partial.
import { readCoverage } from './a11y-coverage.js';

export default function globalTeardown(): void {
  const { checked, unchecked } = readCoverage();
  console.log(`axe-core checked ${checked.length} page(s): ${checked.join(' ')}`);
  if (process.env.E2E_PARTIAL === '1' || unchecked.length === 0) return;
  const list = unchecked.map(({ path, tests }) => `  ${path} (visited by: ${tests.join('; ')})`).join('\n');
  throw new Error(`pages visited by the journeys but never checked with axe-core:\n${list}`);
}
