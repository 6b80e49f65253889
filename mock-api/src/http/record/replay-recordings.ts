// Replay (see docs/testing.md, "Recording"): when the request's state runs a scenario that names a
// recording, a replayable call is answered from it before the mock's own handlers; anything the
// recording does not cover falls through to them.
import { catalogueEntries, isReqId, type EndpointName, type RouteEntry } from '@storefront/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { routeKey } from '../api/register.js';
import { stateOf, type StateSource } from '../request-state.js';
import { mask } from '../../test-control/recordings/mask.js';
import { isReplayable, recordedReply, recordingNamed } from '../../test-control/recordings/replay.js';
import { getScenario } from '../../test-control/scenarios/index.js';

export const REPLAYED_HEADER = 'x-mock-replayed';

export function replayRecordings(source: StateSource & { recordingsRoot?: string }): RequestHandler {
  const byPath = new Map<string, [EndpointName, RouteEntry]>();
  for (const [name, entry] of catalogueEntries())
    if (isReplayable(name)) byPath.set(routeKey(entry.path), [name, entry]);

  // Scenario files are read once per process, so the recording a scenario names never changes.
  const recordingOf = new Map<string, string | undefined>();
  const recordingNameOf = (scenario: string): string | undefined => {
    if (!recordingOf.has(scenario)) recordingOf.set(scenario, getScenario(scenario).scenario.recording);
    return recordingOf.get(scenario);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const found = byPath.get(routeKey(req.path));
    if (!found || (req.method === 'HEAD' ? 'GET' : req.method) !== found[1].method) return next();
    const scenario = stateOf(res, source).host.scenario;
    const recordingName = scenario === null ? undefined : recordingNameOf(scenario);
    if (!recordingName) return next();
    const [name, entry] = found;
    const params: unknown = entry.method === 'GET' ? req.query : req.body;
    const input = { ...(typeof params === 'object' && params !== null ? params : {}) } as Record<
      string,
      unknown
    >;
    // A bad reqId is answered by the mock's own rules (03), as without a recording.
    if (!isReqId(input.reqId)) return next();
    delete input.reqId;
    const call = recordedReply(
      recordingNamed(recordingName, source.recordingsRoot),
      name,
      mask(input, 'request') as Record<string, unknown>,
    );
    if (!call) return next();
    res.locals.operation = name;
    res.locals.envelopeCode = (call.reply as { code?: string }).code;
    res.set(REPLAYED_HEADER, recordingName).status(200).json(call.reply);
  };
}
