// SMS verification codes of the demo: 6 digits, one send per mobile per 60 s, valid 5 minutes,
// 5 wrong tries burn the code. There is no SMS gateway: the code is shown in the send reply's msg.
import { randomInt } from 'node:crypto';
import type { Db, Table } from '../persistence/db.js';
import { refuse } from '../shared/context.js';

export const SMS_RESEND_MS = 60_000;
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_MAX_TRIES = 5;

export type SmsScene = 'register' | 'reset' | 'updateMobile' | 'login';

interface SmsRow {
  id: number;
  mobile: string;
  scene: SmsScene;
  code: string;
  sentAt: number;
  expiresAt: number;
  tries: number;
  used: boolean;
}

const table = (db: Db): Table<SmsRow> => db.table<SmsRow>('smsCodes');

export interface SentSms {
  code: string;
  expiresIn: number;
  resendIn: number;
}

export function sendSmsCode(db: Db, mobile: string, scene: SmsScene, now: number): SentSms {
  const t = table(db);
  const last = t.find((r) => r.mobile === mobile).sort((a, b) => b.sentAt - a.sentAt)[0];
  if (last && now - last.sentAt < SMS_RESEND_MS) {
    const wait = Math.ceil((last.sentAt + SMS_RESEND_MS - now) / 1000);
    refuse(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  // One live code per mobile: older rows are dropped when a new one is sent.
  for (const row of t.find((r) => r.mobile === mobile)) t.remove(row.id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  t.insert({ mobile, scene, code, sentAt: now, expiresAt: now + SMS_TTL_MS, tries: 0, used: false });
  return { code, expiresIn: SMS_TTL_MS / 1000, resendIn: SMS_RESEND_MS / 1000 };
}

/** Checks a code; `consume` marks it used (register, reset, change mobile), a bare check does not. */
export function checkSmsCode(
  db: Db,
  mobile: string,
  scene: SmsScene,
  code: string,
  now: number,
  consume: boolean,
): void {
  const t = table(db);
  const row = t.findOne((r) => r.mobile === mobile && r.scene === scene && !r.used);
  if (!row) refuse('请先获取验证码');
  if (row.expiresAt <= now) refuse('验证码已过期，请重新获取');
  if (row.tries >= SMS_MAX_TRIES) refuse('验证码错误次数过多，请重新获取');
  if (row.code !== code) {
    t.update(row.id, { tries: row.tries + 1 });
    refuse(row.tries + 1 >= SMS_MAX_TRIES ? '验证码错误次数过多，请重新获取' : '验证码错误');
  }
  if (consume) t.update(row.id, { used: true });
}
