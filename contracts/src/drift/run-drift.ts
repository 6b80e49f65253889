// The drift check (`npm run drift`, see docs/testing.md): sends the catalogue's safe reads (and the
// writes a team names) to a real upstream as the wire says, and judges every reply against the
// operation's schema. Returns a report; printing and the exit code are the script's business.
import { catalogue, endpointNames, type EndpointName } from '../catalogue/catalogue.js';
import { safeReads, type SafeRead } from '../catalogue/safe-reads.js';
import { catalogueSchemas, exampleOf } from '../catalogue/schemas.js';
import type { RouteEntry } from '../catalogue/types.js';
import { judge, type Difference, type Verdict } from './judge.js';
import { DEFAULT_POLITENESS, politeMap, type Politeness } from './polite-pool.js';
import { DEFAULT_LIMITS, describeNetworkError, send, type Limits } from './send.js';
import { DISCOVERIES } from './discover.js';
import { exampleInput, stateKeys, wireRequest, type Known, type Session } from './wire-request.js';

export interface DriftOptions {
  upstream: string;
  /** Check only these operations (safe reads or named writes). */
  only?: EndpointName[];
  /** Log in once with these and check the login-only reads too. */
  login?: { mobile: string; password: string };
  /** Writes to send as well; never sent unless named here. */
  includeWrites?: EndpointName[];
  politeness?: Politeness;
  limits?: Limits;
}

export interface OperationReport {
  name: EndpointName;
  method: string;
  path: string;
  auth: RouteEntry['auth'];
  verdict: Verdict;
  httpStatus: number | null;
  code: string | null;
  detail: string;
  differences: Difference[];
  ms: number;
}

export interface DriftReport {
  upstream: string;
  startedAt: string;
  loggedIn: boolean;
  operations: OperationReport[];
  /** Login-only reads left out because no --login was given. */
  skipped: EndpointName[];
  counts: Partial<Record<Verdict, number>>;
  drifted: number;
}

/** The upstream could not be used at all (unreachable, or the login was refused): exit 2. */
export class UpstreamUnusable extends Error {}

/** Names a person typed, checked against the catalogue; throws with the unknown ones listed. */
export function operationNames(list: string, what: string): EndpointName[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(endpointNames as string[]).includes(name));
  if (unknown.length) throw new RangeError(`${what}: not in the catalogue: ${unknown.join(', ')}`);
  return names as EndpointName[];
}

const SAFE = new Set<EndpointName>(safeReads);

export function plannedOperations(options: Pick<DriftOptions, 'only' | 'login' | 'includeWrites'>): {
  planned: EndpointName[];
  skipped: EndpointName[];
} {
  const writes = options.includeWrites ?? [];
  const candidates = [...safeReads, ...writes.filter((name) => !SAFE.has(name))].filter(
    (name) => !options.only || options.only.includes(name),
  );
  const needsLogin = (name: EndpointName) => (catalogue[name] as RouteEntry).auth === 'required';
  return {
    planned: candidates.filter((name) => options.login || !needsLogin(name)),
    skipped: candidates.filter((name) => !options.login && needsLogin(name)),
  };
}

export async function runDrift(options: DriftOptions): Promise<DriftReport> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const startedAt = new Date().toISOString();
  const only = options.only ?? [];
  const strayOnly = only.filter((name) => !SAFE.has(name) && !options.includeWrites?.includes(name));
  if (strayOnly.length)
    throw new RangeError(
      `--only names operations that are not safe reads: ${strayOnly.join(', ')} (writes need --include-writes)`,
    );
  await requireReachable(options.upstream, limits);
  const session = options.login ? await logIn(options.upstream, options.login, limits) : null;
  const { planned, skipped } = plannedOperations(options);
  const politeness = options.politeness ?? DEFAULT_POLITENESS;
  const check = async (name: EndpointName, known: Known): Promise<Checked> => {
    const entry = catalogue[name] as RouteEntry;
    const input = exampleInput(exampleOf(name).input ?? {}, known);
    const sent = await send(wireRequest(options.upstream, name, session, input), limits);
    const judged = judge(sent, catalogueSchemas[name].result);
    const report = { name, method: entry.method, path: entry.path, auth: entry.auth, ...judged, ms: sent.ms };
    return { report, body: sent.kind === 'reply' ? sent.body : null };
  };
  // First the list reads that ids come from, then everything else with those ids.
  const sources = sourcesFor(planned);
  const sourced = await politeMap(sources, (name) => check(name, {}), politeness);
  const known: Record<string, unknown> = session ? { uid: session.uid } : {};
  for (const [key, discovery] of Object.entries(DISCOVERIES)) {
    const body = sourced[sources.indexOf(discovery.from)]?.body;
    const value = body ? discovery.pick(resultOf(body)) : undefined;
    if (value !== undefined) known[key] = value;
  }
  const rest = planned.filter((name) => !(sources as EndpointName[]).includes(name));
  const checked = await politeMap(rest, (name) => check(name, known), politeness);
  const byName = new Map([...sourced, ...checked].map((c) => [c.report.name, c.report]));
  const operations = planned.map((name) => byName.get(name)!);
  const counts: DriftReport['counts'] = {};
  for (const op of operations) counts[op.verdict] = (counts[op.verdict] ?? 0) + 1;
  return {
    upstream: options.upstream,
    startedAt,
    loggedIn: session !== null,
    operations,
    skipped,
    counts,
    drifted: operations.filter((op) => op.verdict !== 'same').length,
  };
}

interface Checked {
  report: OperationReport;
  body: string | null;
}

/** The list reads whose replies give the ids the planned operations' examples need. */
function sourcesFor(planned: EndpointName[]): SafeRead[] {
  const keys = new Set(planned.flatMap((name) => stateKeys(exampleOf(name).input ?? {})));
  return [...new Set([...keys].flatMap((key) => (DISCOVERIES[key] ? [DISCOVERIES[key].from] : [])))];
}

function resultOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { result?: unknown }).result;
  } catch {
    return undefined;
  }
}

/** Any HTTP answer at the upstream's base URL means it is there; no answer at all means exit 2. */
export async function requireReachable(upstream: string, limits: Limits = DEFAULT_LIMITS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    const response = await fetch(upstream, { redirect: 'manual', signal: controller.signal });
    await response.body?.cancel();
  } catch (err) {
    const reason = controller.signal.aborted
      ? `no answer within ${limits.timeoutMs} ms`
      : describeNetworkError(err);
    throw new UpstreamUnusable(`upstream ${upstream} cannot be reached (${reason})`);
  } finally {
    clearTimeout(timer);
  }
}

async function logIn(
  upstream: string,
  { mobile, password }: { mobile: string; password: string },
  limits: Limits,
): Promise<Session> {
  const sent = await send(
    wireRequest(upstream, 'mobileAndPasswordToLogin', null, { mobile, password }),
    limits,
  );
  // Lenient on purpose: a login reply that drifted elsewhere still yields a usable session, and the
  // login-only reads are what this run is for.
  const verdict = judge(sent, catalogueSchemas.mobileAndPasswordToLogin.result);
  const result = verdict.code === '01' && sent.kind === 'reply' ? sessionOf(sent.body) : null;
  if (!result)
    throw new UpstreamUnusable(
      `login as ${mobile} failed at ${upstream}: ${verdict.verdict} ${verdict.detail}`.trim(),
    );
  return result;
}

function sessionOf(body: string): Session | null {
  const result = (JSON.parse(body) as { result?: { userId?: unknown; token?: unknown } }).result;
  return typeof result?.token === 'string' && result.token && result.userId != null
    ? { token: result.token, uid: String(result.userId as string | number) }
    : null;
}
