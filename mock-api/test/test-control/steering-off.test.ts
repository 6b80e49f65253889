// MOCK_ADMIN=off: the mock faces callers it does not trust, so a call's own steering headers
// (x-mock-fault, x-mock-delay, x-mock-scenario) do nothing; sandbox selection stays (isolation).
// With the admin open they still steer, as local runs and the e2e tests need.
import { SANDBOX_HEADER, SCENARIO_HEADER } from '../../src/test-control/sandboxes';
import { startHarness, type Harness } from '../harness';

// Honoured, the delay would hold the call past the test's own limit (no wall-clock bound of our own).
const steering = { 'x-mock-fault': '500', 'x-mock-delay': '60000' };

describe('steering headers', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('are ignored under MOCK_ADMIN=off, while the sandbox header still isolates', async () => {
    h = startHarness({ admin: { enabled: false } });
    const reply = await h.call('getTimeAxisV2', {}, null, steering);
    expect(reply.code).toBe('01');
    await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 'closed-a', [SCENARIO_HEADER]: 'new-user' });
    expect(h.app.mock.sandboxes.get('closed-a')?.scenario).toBe('demo');
  }, 15_000);

  it('steer with the admin open', async () => {
    h = startHarness();
    await expect(h.call('getTimeAxisV2', {}, null, { 'x-mock-fault': '500' })).rejects.toThrow(/HTTP 500/);
    const started = Date.now();
    await h.call('getTimeAxisV2', {}, null, { 'x-mock-delay': '300' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 'open-a', [SCENARIO_HEADER]: 'new-user' });
    expect(h.app.mock.sandboxes.get('open-a')?.scenario).toBe('new-user');
  });
});
