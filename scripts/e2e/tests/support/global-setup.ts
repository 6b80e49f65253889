// Before the journeys: forget the axe coverage of an earlier run.
import { resetCoverage } from './a11y-coverage.js';

export default function globalSetup(): void {
  resetCoverage();
}
