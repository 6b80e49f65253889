// The sandbox cap: a new sandbox past it evicts the least recently used idle one instead of being
// refused (a public demo's visitors or a crowd of made-up names never lock anyone out), a sandbox
// busy answering is never evicted, and a caller whose sandbox went away is told so in a notice.
import { catalogue, encodeForm, newReqId } from '@storefront/contracts';
import request from 'supertest';
import { FRESH_SANDBOX_NOTICE, NOTICE_HEADER, SANDBOXES_FULL_MESSAGE } from '../../src/http/request-state';
import { SANDBOX_HEADER, SandboxBusyError } from '../../src/test-control/sandboxes';
import { startHarness, type Harness } from '../harness';

const MINUTE = 60_000;

/** A call in sandbox `id`, with its reply's headers. */
const getIn = (h: Harness, id: string) =>
  request(h.app)
    .post(catalogue.getTimeAxisV2.path)
    .type('form')
    .set(SANDBOX_HEADER, id)
    .send(encodeForm({ reqId: newReqId() }));

describe('the sandbox cap', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('answers a hundred new sandboxes past the cap with 01, evicting the least recently used', async () => {
    h = startHarness({ sandboxes: { max: 3 } });
    for (const id of ['one', 'two', 'three']) {
      expect((await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: id })).code).toBe('01');
      h.clock.advance(MINUTE);
    }
    // `one` is used again, so `two` is now the least recently used.
    await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 'one' });
    h.clock.advance(MINUTE);
    expect((await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 'four' })).code).toBe('01');
    expect(h.app.mock.sandboxes.get('two')).toBeUndefined();
    expect(h.app.mock.sandboxes.get('one')).toBeDefined();
    for (let i = 0; i < 100; i++) {
      const reply = await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: `visitor-${i}` });
      expect(reply.code).toBe('01');
    }
    expect(h.app.mock.sandboxes.list()).toHaveLength(3);
    expect(h.app.mock.sandboxes.evicted).toBe(101);
  }, 60_000);

  it('never evicts a sandbox answering a request, and refuses when all are busy', async () => {
    h = startHarness({ sandboxes: { max: 1 } });
    const busy = await h.app.mock.sandboxes.use('busy', null);
    const refused = await getIn(h, 'newcomer');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: '02', msg: SANDBOXES_FULL_MESSAGE });
    expect(h.app.mock.sandboxes.get('busy')).toBe(busy);
    h.app.mock.sandboxes.release(busy);
    expect((await h.call('getTimeAxisV2', {}, null, { [SANDBOX_HEADER]: 'newcomer' })).code).toBe('01');
    expect(h.app.mock.sandboxes.get('busy')).toBeUndefined();
  });

  it('with evictIdleMs, evicts only a sandbox idle that long and answers 429 with Retry-After meanwhile', async () => {
    h = startHarness({ sandboxes: { max: 2, evictIdleMs: 10 * MINUTE } });
    await getIn(h, 'buyer-a');
    h.clock.advance(MINUTE);
    await getIn(h, 'buyer-b');
    h.clock.advance(MINUTE);
    const refused = await getIn(h, 'newcomer');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: '02', msg: SANDBOXES_FULL_MESSAGE });
    // buyer-a becomes evictable 10 minutes after its last use: 8 minutes from now.
    expect(Number(refused.headers['retry-after'])).toBe(8 * 60);
    expect(h.app.mock.sandboxes.list().map((s) => s.id)).toEqual(['buyer-a', 'buyer-b']);
    h.clock.advance(8 * MINUTE);
    expect((await getIn(h, 'newcomer')).body.code).toBe('01');
    expect(h.app.mock.sandboxes.get('buyer-a')).toBeUndefined();
    expect(h.app.mock.sandboxes.get('buyer-b')).toBeDefined();
  });

  it('removes a busy sandbox only once its requests are answered, and refuses when they take too long', async () => {
    h = startHarness({});
    const busy = await h.app.mock.sandboxes.use('busy', null);
    await expect(h.app.mock.sandboxes.remove('busy', 50)).rejects.toBeInstanceOf(SandboxBusyError);
    expect(h.app.mock.sandboxes.get('busy')).toBe(busy);
    const removal = h.app.mock.sandboxes.remove('busy', 5_000);
    h.app.mock.sandboxes.release(busy);
    await expect(removal).resolves.toBe(true);
    expect(h.app.mock.sandboxes.get('busy')).toBeUndefined();
  });

  it('tells a caller whose sandbox was evicted that it starts afresh, once', async () => {
    h = startHarness({ sandboxes: { max: 1 } });
    const first = await getIn(h, 'visitor-a');
    expect(first.headers[NOTICE_HEADER]).toBeUndefined();
    await getIn(h, 'visitor-b');
    const back = await getIn(h, 'visitor-a');
    expect(back.body.code).toBe('01');
    expect(decodeURIComponent(back.headers[NOTICE_HEADER] as string)).toBe(FRESH_SANDBOX_NOTICE);
    expect((await getIn(h, 'visitor-a')).headers[NOTICE_HEADER]).toBeUndefined();
  });

  it('tells a caller whose sandbox expired while idle the same', async () => {
    h = startHarness({ sandboxes: { idleMs: 30 * MINUTE } });
    await getIn(h, 'sleepy');
    h.clock.advance(31 * MINUTE);
    const back = await getIn(h, 'sleepy');
    expect(decodeURIComponent(back.headers[NOTICE_HEADER] as string)).toBe(FRESH_SANDBOX_NOTICE);
  });
});
