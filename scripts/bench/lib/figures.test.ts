import {
  combineRuns,
  figure,
  formatGoal,
  formatTable,
  formatValue,
  interleave,
  interleaveMany,
  median,
  ratio,
  reportDocument,
  resultFileName,
  summariseRun,
  verdict,
} from './figures.mjs';
import { nginxConfig } from './nginx.mjs';
import { eagerAssetsOf } from '../client-bench.mjs';

describe('bench figures', () => {
  it('divides subject by baseline, and gives no ratio when the baseline measured nothing', () => {
    expect(ratio(300, 600)).toBe(0.5);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(Number.NaN, 10)).toBeNull();
  });

  it('takes the median of the finite values only', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('interleaves several sides, reversing the order every other round', () => {
    expect(interleaveMany(2, ['direct', 'bare', 'server'])).toEqual([
      'direct',
      'bare',
      'server',
      'server',
      'bare',
      'direct',
    ]);
    expect(interleaveMany(1, ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('interleaves baseline and subject so each side runs first and last equally often', () => {
    expect(interleave(2)).toEqual(['baseline', 'subject', 'subject', 'baseline']);
    expect(interleave(3, 'a', 'b')).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
  });

  it('counts only 2xx answers as throughput and keeps failures apart', () => {
    const run = summariseRun({
      duration: 5,
      '2xx': 1000,
      non2xx: 20,
      errors: 1,
      timeouts: 2,
      latency: { p50: 3, p99: 12 },
      throughput: { average: 1e6 },
    });
    expect(run).toMatchObject({ rps: 200, ok: 1000, non2xx: 20, errors: 3, p50: 3, p99: 12 });
  });

  it('combines runs by median figures and summed failures', () => {
    const a = { rps: 100, ok: 500, p50: 2, p99: 10, non2xx: 1, errors: 0, bytesPerSec: 1 };
    const b = { rps: 300, ok: 1500, p50: 4, p99: 30, non2xx: 0, errors: 2, bytesPerSec: 1 };
    expect(combineRuns([a, b])).toEqual({
      rps: 200,
      p50: 3,
      p99: 20,
      ok: 2000,
      non2xx: 1,
      errors: 2,
      runs: 2,
    });
  });

  it('judges values against at-least and at-most goals', () => {
    expect(verdict(0.61, { min: 0.6 })).toBe('ok');
    expect(verdict(0.59, { min: 0.6 })).toBe('MISS');
    expect(verdict(201, { max: 200 })).toBe('MISS');
    expect(verdict(200, { max: 200 })).toBe('ok');
    expect(verdict(null, { max: 200 })).toBe('n/a');
    expect(verdict(5, null)).toBe('info');
  });

  it('formats values with decimals that shrink as numbers grow, and goals with their unit', () => {
    expect(formatValue(0.4321, '×')).toBe('0.432');
    expect(formatValue(3.5, 's')).toBe('3.5 s');
    expect(formatValue(24.26, 'ms')).toBe('24.3 ms');
    expect(formatValue(1234.6, 'req/s')).toBe('1235 req/s');
    expect(formatValue(12, 'KB')).toBe('12.0 KB');
    expect(formatValue(null)).toBe('—');
    expect(formatGoal({ min: 0.6 }, '×')).toBe('≥ 0.6');
    expect(formatGoal({ max: 200 }, 'KB')).toBe('≤ 200.0 KB');
  });

  it('prints one aligned row per figure with its verdict', () => {
    const table = formatTable([
      figure({
        group: 'proxy',
        name: 'via server ÷ direct',
        value: 0.75,
        unit: '×',
        goal: { min: 0.6 },
        detail: '750 vs 1000',
      }),
      figure({ group: 'client', name: 'home JS+CSS', value: 250, unit: 'KB', goal: { max: 200 } }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^bench\s+figure\s+value\s+goal\s+status\s+detail$/);
    expect(lines[2]).toMatch(/^proxy\s+via server ÷ direct\s+0\.75\s+≥ 0\.6\s+ok\s+750 vs 1000$/);
    expect(lines[3]).toMatch(/^client\s+home JS\+CSS\s+250\.0 KB\s+≤ 200\.0 KB\s+MISS$/);
    // Columns line up: every row's value starts where the header's does.
    const valueColumn = lines[0]!.indexOf('value');
    expect(lines[2]!.indexOf('0.75')).toBe(valueColumn);
    expect(lines[3]!.indexOf('250.0')).toBe(valueColumn);
  });

  it('lists the missed figures in the JSON report and names files so they sort by time', () => {
    const doc = reportDocument({
      figures: [figure({ group: 'static', name: 'asset', value: 0.2, goal: { min: 0.3 } })],
      startedAt: Date.UTC(2026, 0, 31, 10, 0, 0),
      finishedAt: Date.UTC(2026, 0, 31, 10, 5, 30),
      machine: { cpus: 2 },
    });
    expect(doc.missed).toEqual(['static: asset']);
    expect(doc.durationSeconds).toBe(330);
    expect(resultFileName(new Date(Date.UTC(2026, 0, 31, 10, 20, 30, 123)))).toBe(
      'bench-2026-01-31T10-20-30Z.json',
    );
  });
});

describe('bench inputs', () => {
  it('finds the JS and CSS that index.html loads eagerly, not icons or other scripts', () => {
    const html = `<link rel="icon" href="/favicon.svg"><script src="/runtime-config.js"></script>
      <script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
      <link rel="preload" as="font" href="/assets/font-D4.woff2">`;
    expect(eagerAssetsOf(html)).toEqual([
      '/assets/index-A1.js',
      '/assets/vendor-B2.js',
      '/assets/index-C3.css',
    ]);
  });

  it('generates an nginx config on the given port and root with gzip_static and private temp paths', () => {
    const conf = nginxConfig({ port: 4321, root: '/srv/dist', prefix: '/tmp/ng' });
    expect(conf).toContain('listen 127.0.0.1:4321;');
    expect(conf).toContain('root /srv/dist;');
    expect(conf).toContain('gzip_static on;');
    expect(conf).toContain('worker_processes 1;');
    expect(conf).toContain('pid /tmp/ng/nginx.pid;');
    expect(conf).toMatch(/client_body_temp_path \/tmp\/ng\/body;/);
  });
});
