// The drift note of a recorded call, for the recording proxy and the HAR import alike: the reply judged
// against the operation's result schema, where a 52, 02 or 03 is a reply the catalogue foresees, a
// difference at a value masked before (a HAR the mock exported: `***`, `138****8000`) is none, and
// what is kept quotes no secret (mask.ts).
import type { EndpointName } from '@storefront/contracts';
import { catalogueSchemas, judge, type Sent } from '@storefront/contracts/schemas';
import { isMasked, maskDrift } from './mask.js';
import type { RecordedCall } from './recording-files.js';

const FORESEEN_CODES = new Set(['52', '02', '03']);

/** The value at a difference's path (`result.a.0.b`) in the reply. */
function valueAt(reply: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      reply,
    );
}

export function recordingDrift(name: EndpointName, sent: Sent, reply: unknown): RecordedCall['drift'] {
  const judged = judge(sent, catalogueSchemas[name].result);
  if (judged.verdict === 'same' || (judged.verdict === 'code' && FORESEEN_CODES.has(judged.code ?? '')))
    return null;
  const differences = judged.differences.filter((d) => !isMasked(valueAt(reply, d.path)));
  if (judged.verdict === 'schema' && differences.length === 0) return null;
  return maskDrift({ verdict: judged.verdict, detail: judged.detail, differences });
}
