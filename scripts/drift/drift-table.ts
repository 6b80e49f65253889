// The drift report as a person reads it in a terminal or a CI log: one row per operation, the first
// differing paths under it, and one summary line.
import type { DriftReport, OperationReport } from '../../contracts/src/drift/run-drift.js';
import { SHOWN_DIFFERENCES } from '../../contracts/src/drift/judge.js';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

function row(op: OperationReport): string[] {
  return [
    op.name,
    op.httpStatus === null ? '-' : String(op.httpStatus),
    op.code ?? '-',
    op.verdict,
    `${op.ms} ms`,
    op.detail,
  ];
}

export function formatTable(report: DriftReport): string {
  const header = ['operation', 'HTTP', 'code', 'verdict', 'time', 'detail'];
  const rows = report.operations.map(row);
  const widths = header.map((title, i) =>
    i === header.length - 1 ? 0 : Math.max(title.length, ...rows.map((r) => r[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i]!))
      .join('  ')
      .trimEnd();
  const lines = [line(header)];
  report.operations.forEach((op, i) => {
    lines.push(line(rows[i]!));
    for (const d of op.differences.slice(0, SHOWN_DIFFERENCES))
      lines.push(`    ${d.path}: expected ${d.expected}, seen ${d.seen}`);
    if (op.differences.length > SHOWN_DIFFERENCES)
      lines.push(`    … ${op.differences.length - SHOWN_DIFFERENCES} more in the JSON report`);
  });
  lines.push('', summaryLine(report));
  return lines.join('\n');
}

export function summaryLine(report: DriftReport): string {
  const total = report.operations.length;
  const counts = Object.entries(report.counts)
    .filter(([verdict]) => verdict !== 'same')
    .map(([verdict, n]) => `${n} ${verdict}`)
    .join(', ');
  const skipped = report.skipped.length
    ? `; ${report.skipped.length} login-only reads skipped (no --login)`
    : '';
  return report.drifted === 0
    ? `no drift: ${total} operations match the catalogue at ${report.upstream}${skipped}`
    : `drift: ${report.drifted} of ${total} operations differ at ${report.upstream} (${counts})${skipped}`;
}
