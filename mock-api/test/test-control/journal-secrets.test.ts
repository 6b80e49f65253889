// Secrets never land in the journal: after a register, a login and a password reset (with a cookie
// and credentials on the calls), no token, password, SMS code or cookie value shows in the list, an
// entry's detail, the live stream, or the console's copy-as-curl of any entry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { toCurl } from '../../console/src/curl';
import { codeFromMsg, freshMobile, startHarness, type Harness } from '../harness';

/** The live stream's whole text from the start (Last-Event-ID 0 replays every kept entry). */
async function streamText(h: Harness): Promise<string> {
  const server = h.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/__mock/journal/stream', headers: { 'last-event-id': '0' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          setTimeout(() => {
            req.destroy();
            resolve(text);
          }, 300);
        },
      );
      req.on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** Walks register, login and reset; returns every secret that went over the wire. */
async function walkAccountFlows(h: Harness): Promise<string[]> {
  const mobile = freshMobile();
  const cookie = {
    Cookie: 'session=cookie-secret-4711; mock-sandbox=walk',
    Authorization: 'Bearer auth-secret-99',
  };
  const sent = await h.call('appSendSMS', { mobile, scene: 'register' }, null, cookie);
  const registerCode = codeFromMsg(sent.msg);
  const reg = await h.call(
    'registerS',
    { mobile, code: registerCode, password: 'firstPass11' },
    null,
    cookie,
  );
  const login = await h.call('mobileAndPasswordToLogin', { mobile, password: 'firstPass11' }, null, cookie);
  expect(login.code).toBe('01');
  h.clock.advance(61_000);
  const resetSent = await h.call('appSendSMS', { mobile, scene: 'reset' }, null, cookie);
  const resetCode = codeFromMsg(resetSent.msg);
  const reset = await h.call(
    'resetPasswordS',
    { mobile, code: resetCode, password: 'secondPass22' },
    null,
    cookie,
  );
  expect(reset.code).toBe('01');
  const who = { token: login.result.token as string, userId: login.result.userId as number };
  // A call carrying the login's token in its domo-custom header (its answer does not matter here).
  await h.call('getPersonalData', { uid: who.userId }, who, cookie);
  return [
    reg.result.token,
    login.result.token,
    'firstPass11',
    'secondPass22',
    'cookie-secret-4711',
    'auth-secret-99',
    registerCode,
    resetCode,
  ];
}

describe('the journal and secrets', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('shows no token, password, SMS code or cookie anywhere after register, login and reset', async () => {
    h = startHarness({ sandboxes: {} });
    const secrets = await walkAccountFlows(h);
    const list = (await request(h.app).get('/__mock/journal?limit=100')).body.result.entries as Array<{
      seq: number;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const details = await Promise.all(
      list.map(async (e) => (await request(h.app).get(`/__mock/journal/${e.seq}`)).body.result),
    );
    const curls = list.map((e) => toCurl(e as never, 'http://127.0.0.1:4010'));
    const shown = {
      list: JSON.stringify(list),
      details: JSON.stringify(details),
      stream: await streamText(h),
      curls: curls.join('\n'),
    };
    for (const [where, text] of Object.entries(shown))
      for (const secret of secrets)
        expect({ where, leaks: text.includes(secret) ? secret : null }).toEqual({ where, leaks: null });
    // Still useful for debugging: which call it was, the mobile, the sandbox cookie, the envelope code.
    expect(shown.details).toContain('mock-sandbox=walk');
    expect(shown.details).toContain('"code":"01"');
    expect(shown.details).toContain('验证码已发送（演示环境）：***');
    // The contract verdict is taken on the reply as sent, not on its masked copy.
    expect(shown.details).not.toContain('不符合');
  });
});
