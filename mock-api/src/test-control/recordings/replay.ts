// Which recorded reply answers a request during replay: the same parameters first, else the
// operation's closest recorded call (most parameters in common, the earliest on a tie). Only reads
// that need no login are replayed, and only replies that matched the catalogue: writes and the
// caller's own lists stay with the mock's rules and state.
import { catalogue, safeReads, type EndpointName } from '@storefront/contracts';
import { join } from 'node:path';
import type { Latency } from './latency.js';
import {
  readLatencies,
  readRecording,
  recordingsRoot,
  requestKey,
  type RecordedCall,
  type Recording,
} from './recording-files.js';

const REPLAYABLE = new Set<EndpointName>(safeReads.filter((name) => catalogue[name].auth !== 'required'));

export const isReplayable = (name: EndpointName): boolean => REPLAYABLE.has(name);

const shared = (a: Record<string, unknown>, b: Record<string, unknown>): number =>
  Object.keys(a).filter(
    (key) => Object.hasOwn(b, key) && requestKey({ v: a[key] }) === requestKey({ v: b[key] }),
  ).length;

export function recordedReply(
  recording: Recording,
  name: EndpointName,
  request: Record<string, unknown>,
): RecordedCall | undefined {
  if (!REPLAYABLE.has(name)) return undefined;
  const calls = (recording.get(name) ?? []).filter((call) => call.drift === null && call.status === 200);
  const key = requestKey(request);
  const exact = calls.find((call) => requestKey(call.request) === key);
  if (exact) return exact;
  let best: RecordedCall | undefined;
  let bestScore = -1;
  for (const call of calls) {
    const score = shared(call.request, request);
    if (score > bestScore) [best, bestScore] = [call, score];
  }
  return best;
}

const loaded = new Map<string, Recording>();

/** A recording by name, read once per process (a new recording needs a restart to replay). */
export function recordingNamed(name: string, root = recordingsRoot()): Recording {
  const dir = join(root, name);
  let recording = loaded.get(dir);
  if (!recording) loaded.set(dir, (recording = readRecording(dir)));
  return recording;
}

const latencies = new Map<string, Map<EndpointName, Latency>>();

/** An operation's recorded latency in a recording, read once per process; null when it has none. */
export function recordedLatency(
  name: string,
  operation: EndpointName,
  root = recordingsRoot(),
): Latency | null {
  const dir = join(root, name);
  let found = latencies.get(dir);
  if (!found) latencies.set(dir, (found = readLatencies(dir)));
  return found.get(operation) ?? null;
}
