// docs/use-in-your-ci.md shows the files the consumer check runs, as they are: every block marked
// `<!-- file: PATH -->` equals that file and `<!-- region: PATH#NAME -->` the lines between
// `// docs:NAME:start` and `// docs:NAME:end` there. The two GitHub Actions jobs start the mock with
// flags the bin accepts and run the suite's files, the ES module one with --experimental-vm-modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseCli, USAGE } from '../../mock-api/src/cli/cli-options.js';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const doc = read('docs/use-in-your-ci.md');

/** The lines between the region's markers, without their common indent. */
export function regionOf(source: string, name: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.trim() === `// docs:${name}:start`);
  const end = lines.findIndex((l) => l.trim() === `// docs:${name}:end`);
  if (start < 0 || end < start) throw new Error(`no region ${name}`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return body.map((l) => l.slice(indent)).join('\n');
}

interface Shown {
  source: string;
  block: string;
}

/** Each marked block of the page, with the source it claims to show. */
export function shownBlocks(text: string): Shown[] {
  return [...text.matchAll(/<!-- (file|region): (\S+) -->\n\n?```\w*\n([\s\S]*?)\n```/g)].map(
    ([, , source, block]) => ({ source: source!, block: block! }),
  );
}

/** What a shown block differs in from its source, empty when equal. */
export function mismatches(blocks: Shown[]): string[] {
  return blocks.flatMap(({ source, block }) => {
    const [file, region] = source.split('#');
    const text = read(file!);
    const expected = region ? regionOf(text, region) : text.trimEnd();
    return expected === block ? [] : [`${source}: the page's block differs from the file`];
  });
}

describe('docs/use-in-your-ci.md', () => {
  it('shows the tested suite, the Playwright setup and both CI jobs, each equal to its file', () => {
    const blocks = shownBlocks(doc);
    expect(blocks.map((b) => b.source)).toEqual(
      expect.arrayContaining([
        'scripts/consumer/suite/shop-checks.cjs',
        'scripts/consumer/suite/esm.test.mjs',
        'scripts/consumer/suite/cjs.test.cjs',
        'scripts/consumer/suite/typed-calls.mts',
        'scripts/e2e/tests/support/sandbox.ts#playwright',
        'scripts/consumer/ci/mock-as-service.yml',
        'scripts/consumer/ci/mock-with-npx.yml',
      ]),
    );
    expect(mismatches(blocks)).toEqual([]);
  });

  it('catches a block that no longer matches its file', () => {
    const edited = doc.replace("scenario: 'demo'", "scenario: 'new-user'");
    expect(mismatches(shownBlocks(edited))).toEqual([
      "scripts/consumer/suite/shop-checks.cjs: the page's block differs from the file",
    ]);
  });

  it('documents every option of the bin', () => {
    for (const flag of USAGE.match(/--[a-z]+/g)!) expect(doc).toContain(`\`${flag}`);
  });
});

type Workflow = {
  jobs: Record<
    string,
    {
      services?: Record<string, { image: string; env?: Record<string, string> }>;
      steps: Array<{ run?: string }>;
    }
  >;
};

describe.each(['mock-as-service.yml', 'mock-with-npx.yml'])('the CI job %s', (file) => {
  const workflow = parse(read(`scripts/consumer/ci/${file}`)) as Workflow;
  const job = Object.values(workflow.jobs)[0]!;
  const runs = job.steps.flatMap((s) => (s.run ? s.run.split('\n') : []));

  it('runs the suite’s files, the ES module one with --experimental-vm-modules', () => {
    expect(runs).toContain('NODE_OPTIONS=--experimental-vm-modules npx jest esm.test.mjs');
    expect(runs).toContain('npx jest cjs.test.cjs');
  });

  it('has the mock: a service from the image, or npx storefront-mock with flags the bin accepts', () => {
    if (job.services) {
      const mock = Object.values(job.services)[0]!;
      expect(mock.image).toMatch(/storefront-mock-api:/);
      expect(mock.env?.MOCK_ADMIN_HOSTS).toBeDefined();
      return;
    }
    const start = runs.find((line) => line.trim().startsWith('npx storefront-mock'))!;
    const args = start.trim().split('>')[0]!.trim().split(/\s+/).slice(2);
    expect(parseCli(args.map((a) => a.replace(/"/g, '')))).toMatchObject({ help: false });
  });
});
