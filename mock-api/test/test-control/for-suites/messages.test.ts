// GET /__mock/messages: the SMS codes a sandbox sent, newest first, with scene and expiry; a new code
// supersedes the older one (still listed, no longer valid) and the code listed is the one that works.
import request from 'supertest';
import { codeFromMsg, freshMobile, startHarness, type Reply } from '../../harness';

jest.setTimeout(30_000);

const h = startHarness();
afterAll(() => h.close());

interface Listed {
  now: number;
  messages: Array<{
    mobile: string;
    scene: string;
    code: string;
    sentAt: number;
    expiresAt: number;
    valid: boolean;
  }>;
}
const messages = async (query: string): Promise<Reply<Listed>> =>
  (await request(h.app).get(`/__mock/messages?${query}`)).body as Reply<Listed>;

it('lists a code after appSendSMS in that sandbox only, newest first, and the listed code registers', async () => {
  const mobile = freshMobile();
  const w1 = { 'x-mock-sandbox': 'sms-w1' };
  const first = await h.call('appSendSMS', { mobile, scene: 'register' }, null, w1);
  expect(first.code).toBe('01');
  let listed = await messages(`sandbox=sms-w1&mobile=${mobile}`);
  expect(listed.result.messages).toEqual([
    expect.objectContaining({ mobile, scene: 'register', code: codeFromMsg(first.msg), valid: true }),
  ]);
  const [sms] = listed.result.messages;
  expect(sms!.expiresAt - sms!.sentAt).toBe(5 * 60_000);
  // The listed code is the one that works.
  const registered = await h.call('registerS', { mobile, code: sms!.code, password: 'abc12345' }, null, w1);
  expect(registered.code).toBe('01');

  h.clock.advance(61_000);
  const second = await h.call('appSendSMS', { mobile, scene: 'login' }, null, w1);
  expect(second.code).toBe('01');
  listed = await messages(`sandbox=sms-w1&mobile=${mobile}`);
  expect(listed.result.messages.map((m) => [m.scene, m.valid])).toEqual([
    ['login', true],
    ['register', false],
  ]);
  expect(listed.result.messages[0]!.code).toBe(codeFromMsg(second.msg));

  // Other states sent nothing to it.
  expect((await messages(`sandbox=&mobile=${mobile}`)).result.messages).toEqual([]);
  expect((await messages(`sandbox=never-made&mobile=${mobile}`)).result.messages).toEqual([]);
});

it('answers 03 to a bad mobile or sandbox', async () => {
  expect((await messages('mobile=123')).code).toBe('03');
  expect((await messages('sandbox=a%20b')).code).toBe('03');
  expect((await messages('mobile[]=1')).code).toBe('03');
});
