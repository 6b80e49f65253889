// A recording on disk (see docs/testing.md, "Recording"): `mock-api/recordings/<name>/`, one JSON
// file per operation, each call's request parameters (without reqId) and the reply, deduplicated by
// request, with a drift note where the reply did not match the catalogue.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { catalogue, type EndpointName } from '@storefront/contracts';
import type { Difference } from '@storefront/contracts/schemas';
import { z } from 'zod';
import { scenariosDir } from '../scenarios/index.js';
import { addSamples, latencySchema, type Latency } from './latency.js';

export const RECORDING_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

const recordedCall = z.object({
  /** The request's parameters (query or form), reqId left out, secrets masked. */
  request: z.record(z.string(), z.unknown()),
  status: z.number().int(),
  /** The reply as the upstream sent it (masked); not JSON: `{ raw }` with its first characters. */
  reply: z.unknown(),
  recordedAt: z.string(),
  /** How long the upstream took to answer, in ms (absent in recordings made before it was kept). */
  ms: z.number().nonnegative().optional(),
  /** Null when the reply matched the catalogue; else what differed. */
  drift: z
    .object({
      verdict: z.string(),
      detail: z.string(),
      differences: z.array(z.object({ path: z.string(), expected: z.string(), seen: z.string() })),
    })
    .nullable(),
});
export type RecordedCall = z.infer<typeof recordedCall>;

const operationFile = z.object({
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  upstream: z.string(),
  calls: z.array(recordedCall),
  /** Every recorded call's latency, repeated requests included (the calls keep one per request). */
  latency: latencySchema.optional(),
});
export type OperationFile = z.infer<typeof operationFile>;

export type Recording = Map<EndpointName, RecordedCall[]>;

/** mock-api/recordings, beside the scenarios folder (MOCK_RECORDINGS_DIR overrides). */
export const recordingsRoot = (): string =>
  process.env.MOCK_RECORDINGS_DIR ?? join(dirname(scenariosDir()), 'recordings');

/** The same request, whatever the order its fields came in. */
export function requestKey(request: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(sorted(request));
}

const isOperation = (name: string): name is EndpointName => Object.hasOwn(catalogue, name);

/** Reads every operation file of a recording folder; a broken file throws naming it. */
export function readRecording(dir: string): Recording {
  const recording: Recording = new Map();
  if (!existsSync(dir)) return recording;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const name = basename(file, '.json');
    if (!isOperation(name)) continue;
    const parsed = operationFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`recording ${join(dir, file)}: ${parsed.error.issues[0]?.message}`);
    recording.set(name, parsed.data.calls);
  }
  return recording;
}

/** Each operation's latency in a recording folder (operations recorded without one are left out). */
export function readLatencies(dir: string): Map<EndpointName, Latency> {
  const latencies = new Map<EndpointName, Latency>();
  if (!existsSync(dir)) return latencies;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const name = basename(file, '.json');
    if (!isOperation(name)) continue;
    const parsed = operationFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (parsed.success && parsed.data.latency) latencies.set(name, parsed.data.latency);
  }
  return latencies;
}

function storedLatency(path: string): Latency | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = operationFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  return parsed.success ? parsed.data.latency : undefined;
}

/** Adds one call to an operation's file, replacing an earlier call with the same request. */
export function writeCall(
  dir: string,
  upstream: string,
  name: EndpointName,
  recording: Recording,
  call: RecordedCall,
): void {
  const key = requestKey(call.request);
  const calls = (recording.get(name) ?? []).filter((c) => requestKey(c.request) !== key);
  calls.push(call);
  recording.set(name, calls);
  const entry = catalogue[name];
  const path = join(dir, `${name}.json`);
  // The latency counts every call, also those whose request was recorded before.
  const before = storedLatency(path);
  const latency = call.ms === undefined ? before : addSamples(before, [call.ms]);
  const file: OperationFile = {
    operation: name,
    method: entry.method,
    path: entry.path,
    upstream,
    calls,
    ...(latency ? { latency } : {}),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
}

export interface RecordingSummary {
  name: string;
  operations: number;
  calls: number;
  drifted: number;
}

export function listRecordings(root = recordingsRoot()): RecordingSummary[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && RECORDING_NAME.test(d.name))
    .map((d) => {
      const recording = readRecording(join(root, d.name));
      const calls = [...recording.values()].flat();
      return {
        name: d.name,
        operations: recording.size,
        calls: calls.length,
        drifted: calls.filter((c) => c.drift !== null).length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type { Difference };
