// A sandbox made for a call that says it was used before (x-mock-sandbox-used: 1, sent by the public
// demo's web server) lost its earlier state elsewhere (another mock pod, a restart): the reply that
// makes it here carries the 演示数据已过期 notice, once, with the admin API closed too.
import { catalogue, encodeForm, newReqId } from '@storefront/contracts';
import request from 'supertest';
import { FRESH_SANDBOX_NOTICE, NOTICE_HEADER, SANDBOX_USED_HEADER } from '../../src/http/request-state';
import { SANDBOX_HEADER } from '../../src/test-control/sandboxes';
import { startHarness, type Harness } from '../harness';

const callIn = (h: Harness, id: string, used: boolean) => {
  const sent = request(h.app).post(catalogue.getTimeAxisV2.path).type('form').set(SANDBOX_HEADER, id);
  if (used) sent.set(SANDBOX_USED_HEADER, '1');
  return sent.send(encodeForm({ reqId: newReqId() }));
};
const noticeOf = (reply: request.Response): string | undefined => {
  const raw = reply.headers[NOTICE_HEADER];
  return typeof raw === 'string' ? decodeURIComponent(raw) : undefined;
};

describe('a sandbox used before, made here', () => {
  let h: Harness;
  afterEach(() => h.close());

  it.each([
    ['open', true],
    ['closed', false],
  ])('tells the caller it starts afresh, once (admin %s)', async (_, enabled) => {
    h = startHarness({ admin: { enabled } });
    const made = await callIn(h, 'v-moved', true);
    expect(made.body.code).toBe('01');
    expect(noticeOf(made)).toBe(FRESH_SANDBOX_NOTICE);
    expect(noticeOf(await callIn(h, 'v-moved', true))).toBeUndefined();
  });

  it('says nothing to a sandbox made for its first use', async () => {
    h = startHarness();
    expect(noticeOf(await callIn(h, 'v-new', false))).toBeUndefined();
    expect(noticeOf(await callIn(h, 'v-new', true))).toBeUndefined();
  });
});
