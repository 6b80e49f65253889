// `npm audit --omit=dev`: no high or critical advisory in what ships. The advisory service is part of
// the registry; where the registry in use does not offer it (a mirror answering 405, no network),
// the test says so on one line instead of failing, and enforces the rule wherever a report comes back.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

interface AuditReport {
  metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  statusCode?: number;
  message?: string;
}

it('finds no high or critical advisory in the production dependencies', () => {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  let report: AuditReport;
  try {
    report = JSON.parse(run.stdout) as AuditReport;
  } catch {
    console.warn(
      `npm audit gave no report (exit ${run.status}): ${(run.stderr || run.error?.message || '').split('\n')[0]}`,
    );
    return;
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    console.warn(
      `npm audit unavailable from this registry: ${report.message ?? JSON.stringify(report).slice(0, 200)}`,
    );
    return;
  }
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => `${name} (${v.severity})`);
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  expect(serious).toEqual([]);
  expect(counts.high + counts.critical).toBe(0);
}, 70_000);
