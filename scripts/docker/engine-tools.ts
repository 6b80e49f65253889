// What the real-engine checks share (engine-smoke.ts, public-demo-replicas.ts): the Docker CLI run
// as a child process, a step that prints its time, waiting for a container's healthcheck, whether an
// engine answers at all, and a shop call through web.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wireRequest } from '../../contracts/src/drift/wire-request.js';
import { isEnvelope, type EndpointName, type Envelope } from '../../contracts/src/index.js';

// Not dockerfile-model.ts: that one is written for jest (CommonJS, __dirname); this runs as ESM.
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const DOCKER = process.env.DOCKER || 'docker';
export const NODE_IMAGE =
  process.env.DOCKER_SMOKE_NODE_IMAGE ||
  /^ARG NODE_IMAGE=(\S+)/m.exec(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'))![1]!;
const HEALTHY_WITHIN_MS = 120_000;

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

export const run = (args: string[], env: NodeJS.ProcessEnv = process.env, input?: string): Promise<Result> =>
  new Promise((resolve) => {
    const child = spawn(DOCKER, args, {
      env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (err) => resolve({ code: null, stdout, stderr: err.message }));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin!.end(input);
  });

export const docker = async (args: string[], env?: NodeJS.ProcessEnv, input?: string): Promise<string> => {
  const result = await run(args, env, input);
  if (result.code !== 0)
    throw new Error(`docker ${args.join(' ')} failed:\n${(result.stderr || result.stdout).slice(-3000)}`);
  return result.stdout.trim();
};

export const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  const value = await action();
  console.log(`  ✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  return value;
};

export const check = (ok: unknown, what: string): void => {
  if (!ok) throw new Error(what);
};

export const waitHealthy = async (container: string): Promise<void> => {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  for (;;) {
    const state = await docker([
      'inspect',
      '--format',
      '{{.State.Status}} {{.State.Health.Status}}',
      container,
    ]);
    if (state === 'running healthy') return;
    if (state.endsWith('unhealthy') || !state.startsWith('running') || Date.now() > deadline) {
      const logs = await run(['logs', '--tail', '30', container]);
      throw new Error(`${container} is "${state}":\n${logs.stdout}${logs.stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/** A shop call through `base` (web), with extra headers (a browser's cookies); the envelope and the reply. */
export async function callWith<T = any>(
  base: string,
  name: EndpointName,
  input: Record<string, unknown> = {},
  who?: { token: string; userId: number } | null,
  headers: Record<string, string> = {},
): Promise<{ envelope: Envelope<T>; response: Response }> {
  const { url, ...request } = wireRequest(
    base,
    name,
    who ? { token: who.token, uid: String(who.userId) } : null,
    input,
  );
  const response = await fetch(url, { ...request, headers: { ...request.headers, ...headers } });
  const body: unknown = await response.json();
  if (!isEnvelope(body)) throw new Error(`${name}: not an envelope: ${JSON.stringify(body).slice(0, 200)}`);
  return { envelope: body as Envelope<T>, response };
}

export async function call<T = any>(
  base: string,
  name: EndpointName,
  input: Record<string, unknown> = {},
  who?: { token: string; userId: number },
): Promise<Envelope<T>> {
  return (await callWith<T>(base, name, input, who)).envelope;
}

export async function ok<T = any>(...args: Parameters<typeof call>): Promise<T> {
  const reply = await call<T>(...args);
  if (reply.code !== '01') throw new Error(`${args[1]}: code ${reply.code} ${reply.msg}`);
  return reply.result;
}

/** Null when an engine answers `docker info`; else why not, in one line. */
export async function engineAnswers(): Promise<string | null> {
  const info = await run(['info', '--format', '{{.ServerVersion}}']);
  if (info.code === 0 && info.stdout.trim()) return null;
  const why = (info.stderr || info.stdout).split('\n').find((line) => line.trim()) ?? `exit ${info.code}`;
  return info.code === null
    ? `no Docker CLI (${DOCKER}: ${why})`
    : `\`${DOCKER} info\` got no engine (${why.trim()})`;
}

/** The build's environment: the classic builder when the CLI has no buildx, unless DOCKER_BUILDKIT says. */
export async function buildEnvironment(): Promise<NodeJS.ProcessEnv> {
  const buildEnv = { ...process.env };
  if (buildEnv.DOCKER_BUILDKIT === undefined && (await run(['buildx', 'version'])).code !== 0)
    buildEnv.DOCKER_BUILDKIT = '0';
  return buildEnv;
}
