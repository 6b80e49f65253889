// The state a request names (a sandbox or the default), brought back or switched, see mock-api/README.md:
//   POST /__mock/reset          the state's tables emptied, its scenario laid again
//   GET  /__mock/scenarios      the scenarios and the one in use
//   PUT  /__mock/scenario       {name}: switch to another scenario (laid on the bare seed)
//   GET  /__mock/recordings     the recordings scenarios can replay
import express, { type Response, type Router } from 'express';
import type { MockState } from '../mock-state.js';
import { sendInvalid, sendOk } from '../api/reply.js';
import { stateOf, type RequestState } from '../request-state.js';
import { afterReset } from '../../test-control/scenarios/activate.js';
import { listScenarios, scenarioNames } from '../../test-control/scenarios/index.js';
import { listRecordings } from '../../test-control/recordings/recording-files.js';
import { adminBody } from './admin-body.js';

/** Empties the state's tables and faults, then lays its scenario again. */
async function resetState(mock: MockState, state: RequestState): Promise<void> {
  await state.store.reset();
  // Each state has its own journal: a reset empties that one only.
  mock.journal.clear(state.sandboxId ?? '');
  state.faults.clear();
  afterReset(state.host);
}

export function createScenarioRouter(mock: MockState): Router {
  const router = express.Router();
  const state = (res: Response) => stateOf(res, mock);

  router.get('/recordings', (_req, res) => {
    sendOk(res, listRecordings(mock.recordingsRoot));
  });

  router.post('/reset', async (_req, res) => {
    const current = state(res);
    await resetState(mock, current);
    sendOk(res, { reset: true, scenario: current.host.scenario, sandbox: current.sandboxId }, '已重置');
  });

  router.get('/scenarios', (_req, res) => {
    sendOk(res, {
      current: state(res).host.scenario,
      scenarios: listScenarios().map(({ scenario }) => ({
        name: scenario.name,
        description: scenario.description,
        clock: scenario.clock,
      })),
    });
  });
  // Switches the scenario of the state the request names: its tables emptied, then the named
  // scenario laid on the bare seed.
  router.put('/scenario', async (req, res) => {
    const name = adminBody(req).name;
    const names = scenarioNames();
    if (typeof name !== 'string' || !names.includes(name))
      return sendInvalid(res, { name: `name 须为 ${names.join('、')} 之一` });
    const current = state(res);
    current.host.scenario = name;
    await resetState(mock, current);
    sendOk(res, { scenario: name, sandbox: current.sandboxId }, '已切换');
  });
  return router;
}
