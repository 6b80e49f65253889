// Registered shop users (table `users`, uid from 100000 so they never clash with the seed's
// community authors) and the demo account that exists on every start and after an admin reset.
import { DEMO_ACCOUNT } from '@storefront/contracts';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { Store } from '../../persistence/store.js';
import { hashPasswordSync, verifyPasswordSync, type PasswordHash } from './passwords.js';

export const USER_ID_BASE = 100_000;
export const DEMO_MOBILE = DEMO_ACCOUNT.mobile;
export const DEMO_PASSWORD = DEMO_ACCOUNT.password;
export const DEMO_NICKNAME = '演示用户';

export interface UserRow extends PasswordHash {
  id: number;
  mobile: string;
  nickname: string;
  /** '' until the user sets one; views fall back to a generated avatar. */
  avatarUrl: string;
  gender: number;
  birthday: string | null;
  signature: string;
  realName: string;
  idCard: string;
  integral: number;
  interestIds: number[];
  createdAt: number;
}

export const USERS: TableSpec<UserRow> = {
  name: 'users',
  jsonName: 'users',
  idBase: USER_ID_BASE,
  columns: {
    mobile: 'text',
    nickname: 'text',
    avatarUrl: 'text',
    gender: 'int',
    birthday: 'text',
    signature: 'text',
    realName: 'text',
    idCard: 'text',
    integral: 'int',
    interestIds: 'json',
    createdAt: 'int',
    passwordHash: 'text',
    salt: 'text',
  },
};

export const usersTable = (db: Store): Table<UserRow> => db.table(USERS);

export const findUserByMobile = (db: Store, mobile: string): UserRow | undefined =>
  usersTable(db).first({ mobile });

export const isRegisteredUid = (db: Store, uid: number): boolean =>
  uid >= USER_ID_BASE && usersTable(db).get(uid) !== undefined;

/** A default nickname like the big shops give: 用户 plus the last four digits. */
export const defaultNickname = (mobile: string): string => `用户${mobile.slice(-4)}`;

export function createUser(
  db: Store,
  fields: { mobile: string; nickname?: string; hash: PasswordHash; now: number },
): UserRow {
  return usersTable(db).insert({
    mobile: fields.mobile,
    nickname: fields.nickname ?? defaultNickname(fields.mobile),
    avatarUrl: '',
    passwordHash: fields.hash.passwordHash,
    salt: fields.hash.salt,
    gender: 0,
    birthday: null,
    signature: '',
    realName: '',
    idCard: '',
    integral: 0,
    interestIds: [],
    createdAt: fields.now,
  });
}

/**
 * Makes sure the demo account exists and still opens with the documented password, so demos and
 * browser tests can always log in; everything else the demo user made is kept.
 */
export function ensureDemoUser(db: Store, now: number): UserRow {
  const existing = findUserByMobile(db, DEMO_MOBILE);
  if (!existing)
    return createUser(db, {
      mobile: DEMO_MOBILE,
      nickname: DEMO_NICKNAME,
      hash: hashPasswordSync(DEMO_PASSWORD),
      now,
    });
  if (verifyPasswordSync(DEMO_PASSWORD, existing)) return existing;
  return usersTable(db).update(existing.id, hashPasswordSync(DEMO_PASSWORD));
}

const prepared = new WeakSet<Store>();

/**
 * Seeds the demo account once per opened Store and again after every admin reset. Called by the app at
 * start-up and, defensively, by the account handlers, so the demo user exists whichever runs first.
 */
export function prepareAccounts(db: Store, now: () => number): void {
  if (prepared.has(db)) return;
  prepared.add(db);
  ensureDemoUser(db, now());
  db.onReset(() => {
    ensureDemoUser(db, now());
  });
}

/** 138****8000: how another user sees a mobile number. */
export const maskMobile = (mobile: string): string =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
