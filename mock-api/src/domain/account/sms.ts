// SMS verification codes of the demo: 6 digits, one send per mobile per 60 s, valid 5 minutes,
// 5 wrong tries burn the code. There is no SMS gateway: the code is shown in the send reply's msg.
import { randomInt } from 'node:crypto';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';
import { Refusal, refuse } from '../refusal.js';

export const SMS_RESEND_MS = 60_000;
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_MAX_TRIES = 5;
/** Codes kept per mobile, the live one and the latest superseded or used ones. */
export const SMS_KEPT = 10;

export type SmsScene = 'register' | 'reset' | 'updateMobile' | 'login';

export interface SmsRow {
  id: number;
  mobile: string;
  scene: SmsScene;
  code: string;
  sentAt: number;
  expiresAt: number;
  tries: number;
  used: boolean;
}

export const SMS_CODES: TableSpec<SmsRow> = {
  name: 'sms_codes',
  jsonName: 'smsCodes',
  idBase: 1,
  columns: {
    mobile: 'text',
    scene: 'text',
    code: 'text',
    sentAt: 'int',
    expiresAt: 'int',
    tries: 'int',
    used: 'bool',
  },
};

const table = (db: Store): Table<SmsRow> => db.table(SMS_CODES);

export interface SentSms {
  code: string;
  expiresIn: number;
  resendIn: number;
}

export function sendSmsCode(db: Store, mobile: string, scene: SmsScene, now: number): SentSms {
  const t = table(db);
  const last = t.first({ mobile }, { orderBy: [['sentAt', 'desc']] });
  if (last && now - last.sentAt < SMS_RESEND_MS) {
    const wait = Math.ceil((last.sentAt + SMS_RESEND_MS - now) / 1000);
    refuse(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  // One live code per mobile: a new one supersedes the older ones, which stay (marked used) for the
  // test suites' message list (GET /__mock/messages) up to SMS_KEPT per mobile.
  for (const old of t.where({ mobile, used: false })) t.update(old.id, { used: true });
  const kept = t.where({ mobile }, { orderBy: [['sentAt', 'desc']] });
  for (const old of kept.slice(SMS_KEPT - 1)) t.remove(old.id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  t.insert({ mobile, scene, code, sentAt: now, expiresAt: now + SMS_TTL_MS, tries: 0, used: false });
  return { code, expiresIn: SMS_TTL_MS / 1000, resendIn: SMS_RESEND_MS / 1000 };
}

/** Checks a code; `consume` marks it used (register, reset, change mobile), a bare check does not. */
export function checkSmsCode(
  db: Store,
  mobile: string,
  scene: SmsScene,
  code: string,
  now: number,
  consume: boolean,
): void {
  const t = table(db);
  const row = t.first({ mobile, scene, used: false });
  if (!row) refuse('请先获取验证码');
  if (row.expiresAt <= now) refuse('验证码已过期，请重新获取');
  if (row.tries >= SMS_MAX_TRIES) refuse('验证码错误次数过多，请重新获取');
  if (row.code !== code) {
    t.update(row.id, { tries: row.tries + 1 });
    // The wrong try is counted even though the request is refused.
    throw new Refusal(row.tries + 1 >= SMS_MAX_TRIES ? '验证码错误次数过多，请重新获取' : '验证码错误', {
      keepChanges: true,
    });
  }
  if (consume) t.update(row.id, { used: true });
}

export interface SentCode {
  mobile: string;
  scene: SmsScene;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Still accepted: neither used, superseded, burnt by wrong tries nor expired. */
  valid: boolean;
}

/** The codes sent (to one mobile, or to all), newest first. */
export function sentCodes(db: Store, mobile: string | undefined, now: number, limit = 100): SentCode[] {
  return table(db)
    .where(mobile ? { mobile } : {}, {
      orderBy: [
        ['sentAt', 'desc'],
        ['id', 'desc'],
      ],
      limit,
    })
    .map((r) => ({
      mobile: r.mobile,
      scene: r.scene,
      code: r.code,
      sentAt: r.sentAt,
      expiresAt: r.expiresAt,
      used: r.used,
      valid: !r.used && r.expiresAt > now && r.tries < SMS_MAX_TRIES,
    }));
}
