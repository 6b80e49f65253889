// A HAR (a browser's network panel saved on the real shop, or GET /__mock/journal.har) turned into a
// recording the mock replays (`npm run record -- --har FILE --name NAME`): each entry whose method and
// path name a catalogue operation becomes a recorded call, masked, checked against the catalogue, with
// the entry's time as its latency. Entries of other paths (pages, images, scripts) are skipped.
import { catalogueEntries, parseForm, type EndpointName, type RouteEntry } from '@storefront/contracts';
import type { Sent } from '@storefront/contracts/schemas';
import { z } from 'zod';
import { mask } from '../recordings/mask.js';
import { recordingDrift } from '../recordings/recording-drift.js';
import { readRecording, writeCall, type RecordedCall } from '../recordings/recording-files.js';

const nameValues = z.array(z.object({ name: z.string(), value: z.string() })).optional();
const harEntry = z.object({
  startedDateTime: z.string(),
  time: z.number().nonnegative(),
  request: z.object({
    method: z.string(),
    url: z.string(),
    queryString: nameValues,
    postData: z
      .object({ mimeType: z.string().optional(), text: z.string().optional(), params: nameValues })
      .optional(),
  }),
  response: z.object({
    status: z.number().int(),
    content: z.object({
      mimeType: z.string().optional(),
      text: z.string().optional(),
      encoding: z.string().optional(),
    }),
  }),
});
export const harFile = z.object({ log: z.object({ version: z.string(), entries: z.array(z.unknown()) }) });

export interface HarImport {
  calls: number;
  operations: EndpointName[];
  /** Entries that name no catalogue operation or carry no reply. */
  skipped: number;
  /** Entries whose reply did not match the catalogue (kept and flagged, as when recording). */
  drifted: number;
}

const routeKey = (path: string): string =>
  (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

function replyText(content: z.infer<typeof harEntry>['response']['content']): string | null {
  if (content.text === undefined) return null;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

function paramsOf(request: z.infer<typeof harEntry>['request'], entry: RouteEntry): Record<string, unknown> {
  const url = new URL(request.url);
  const raw =
    entry.method === 'GET'
      ? url.search.slice(1)
      : (request.postData?.text ??
        new URLSearchParams(
          (request.postData?.params ?? []).map((p): [string, string] => [p.name, p.value]),
        ).toString());
  const params = parseForm(raw);
  delete params.reqId;
  return mask(params, 'request') as Record<string, unknown>;
}

/** One HAR entry as a recorded call of its operation, or null when it is none. */
function toCall(raw: unknown, byPath: Map<string, [EndpointName, RouteEntry]>) {
  const parsed = harEntry.safeParse(raw);
  if (!parsed.success || !URL.canParse(parsed.data.request.url)) return null;
  const { request, response, time, startedDateTime } = parsed.data;
  const found = byPath.get(routeKey(new URL(request.url).pathname));
  const text = replyText(response.content);
  if (!found || found[1].method !== request.method.toUpperCase() || text === null) return null;
  const [name, entry] = found;
  const sent: Sent = {
    kind: 'reply',
    status: response.status,
    contentType: response.content.mimeType ?? '',
    location: null,
    body: text,
    ms: time,
  };
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    reply = { raw: text.slice(0, 2000) };
  }
  const call: RecordedCall = {
    request: paramsOf(request, entry),
    status: response.status,
    reply: mask(reply, 'reply'),
    recordedAt: startedDateTime,
    ms: Math.round(time),
    drift: recordingDrift(name, sent, reply),
  };
  return { name, call };
}

/** Writes the HAR's catalogue calls into the recording folder `dir`; `source` names where they came from. */
export function importHar(har: unknown, dir: string, source: string): HarImport {
  const file = harFile.parse(har);
  const byPath = new Map<string, [EndpointName, RouteEntry]>();
  for (const [name, entry] of catalogueEntries()) byPath.set(routeKey(entry.path), [name, entry]);
  const recording = readRecording(dir);
  const result: HarImport = { calls: 0, operations: [], skipped: 0, drifted: 0 };
  for (const raw of file.log.entries) {
    const made = toCall(raw, byPath);
    if (!made) {
      result.skipped++;
      continue;
    }
    writeCall(dir, source, made.name, recording, made.call);
    result.calls++;
    if (made.call.drift) result.drifted++;
    if (!result.operations.includes(made.name)) result.operations.push(made.name);
  }
  return result;
}
