// /__mock/health says how many sandboxes (public-demo visitors) this instance holds, with the admin
// API closed too: the gauge of a pod behind the sandbox router (docs/deploy.md).
import request from 'supertest';
import { SANDBOX_HEADER } from '../../../src/test-control/sandboxes';
import { startHarness, type Harness } from '../../harness';

describe('health', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('counts the sandboxes this instance holds', async () => {
    h = startHarness({ admin: { enabled: false } });
    const count = async () => (await request(h.app).get('/__mock/health')).body.result.sandboxes;
    expect(await count()).toBe(0);
    for (const id of ['v-a', 'v-b']) await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: id });
    expect(await count()).toBe(2);
  });
});
