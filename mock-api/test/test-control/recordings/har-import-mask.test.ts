// A HAR saved on the real shop, imported (`npm run record -- --har`): nothing written keeps a token,
// a password, an SMS code, a mobile number or an ID card number, drift notes included.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importHar } from '../../../src/test-control/har/har-import';

const SECRETS = {
  mobile: '13912345678',
  password: 'Secret-pass-99',
  code: '482913',
  token: 'tok-5f1c2a9e7b3d',
  idCard: '11010519491231002X',
};

const entry = (path: string, form: string, reply: unknown) => ({
  startedDateTime: '2026-11-20T08:00:00.000Z',
  time: 50,
  request: {
    method: 'POST',
    url: `https://shop.example.com${path}`,
    postData: { mimeType: 'application/x-www-form-urlencoded', text: form },
  },
  response: {
    status: 200,
    content: { mimeType: 'application/json', text: JSON.stringify(reply) },
  },
});

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps no token, password, SMS code, mobile number or ID card number, drift notes included', () => {
  dir = mkdtempSync(join(tmpdir(), 'har-mask-'));
  const { mobile, password, code, token, idCard } = SECRETS;
  const har = {
    log: {
      version: '1.2',
      entries: [
        entry('/api/SMS/appSendSMS', `mobile=${mobile}&scene=reset`, {
          code: '01',
          msg: `验证码 ${code} 已发送至 ${mobile}`,
          result: null,
        }),
        entry('/api/my/resetPasswordS', `mobile=${mobile}&code=${code}&password=${password}`, {
          code: '01',
          msg: '密码已重置',
          result: null,
        }),
        // A reply off the schema: its drift note quotes what it saw.
        entry('/api/my/mobileAndPasswordToLogin', `mobile=${mobile}&password=${password}`, {
          code: '01',
          msg: '',
          result: { token, userId: 'not-a-number', mobile: Number(mobile) },
        }),
        entry('/api/my/updateIdcardAndRealName', `realName=林小明&idCard=${idCard}`, {
          code: '01',
          msg: `已认证 ${idCard}`,
          result: { realNameVerified: true, maskedIdCard: idCard },
        }),
      ],
    },
  };
  const result = importHar(har, dir, 'har:test');
  expect(result.calls).toBe(4);
  const written = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  expect(written).toContain('"drift"');
  for (const [what, secret] of Object.entries(SECRETS))
    expect({ what, kept: written.includes(secret) }).toEqual({ what, kept: false });
});
