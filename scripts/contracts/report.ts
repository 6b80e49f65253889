// The contract report's rows: one per catalogue operation, what each check said of it, and the
// verdict (every check that ran agrees, or which disagree), as a table and as JSON for CI.
import type { EndpointName } from '@storefront/contracts';

export type Cell = 'pass' | 'fail' | 'none' | 'skipped';

export interface ContractRow {
  operation: EndpointName;
  /** The consumer tests' interactions of the operation (none: the pact has no interaction for it). */
  consumer: Cell;
  /** Provider verification of those interactions against the mock. */
  provider: Cell;
  /** Pact ⊆ OpenAPI: every interaction allowed by the OpenAPI document. */
  openapi: Cell;
  /** The real upstream against the catalogue (skipped without --upstream, or not a safe read). */
  drift: Cell;
  interactions: number;
  agrees: boolean;
  /** Why a check failed, one line each. */
  reasons: string[];
}

export interface ContractReport {
  generatedAt: string;
  pactFile: string;
  upstream: string | null;
  rows: ContractRow[];
  /** Failures of a step not tied to one operation. */
  general: string[];
  agree: boolean;
}

const SHOWN: Record<Cell, string> = { pass: '✔', fail: '✖', none: '∅', skipped: '–' };

export function rowVerdict(row: Omit<ContractRow, 'agrees'>): boolean {
  return [row.consumer, row.provider, row.openapi, row.drift].every((c) => c === 'pass' || c === 'skipped');
}

export function formatReport(report: ContractReport): string {
  const width = Math.max(...report.rows.map((r) => r.operation.length), 9);
  const header = `${'operation'.padEnd(width)}  consumer  provider  openapi  drift  verdict`;
  const lines = report.rows.map((r) =>
    [
      r.operation.padEnd(width),
      SHOWN[r.consumer].padEnd(8),
      SHOWN[r.provider].padEnd(8),
      SHOWN[r.openapi].padEnd(7),
      SHOWN[r.drift].padEnd(5),
      r.agrees ? 'agree' : `DISAGREE  ${r.reasons.join(' | ')}`,
    ].join('  '),
  );
  const disagreeing = report.rows.filter((r) => !r.agrees).length;
  const verdict = report.agree
    ? `✔ all ${report.rows.length} operations agree: consumer, provider, OpenAPI${report.upstream ? ' and upstream' : ''}`
    : `✖ ${disagreeing} of ${report.rows.length} operations disagree${report.general.length ? `; ${report.general.join('; ')}` : ''}`;
  return [header, ...lines, '', `legend: ✔ pass  ✖ fail  ∅ no interaction  – not checked`, verdict].join(
    '\n',
  );
}
