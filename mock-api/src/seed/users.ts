// The community's authors: nicknames from the word lists, a signature each (in turn, so every user
// hot word such as 美食 or 宝妈 finds several users), and their follower counts.
import { mediaUrl } from '../shared/media-urls.js';
import { SIGNATURES } from './content-plan.js';
import { SEED_USERS, type Draw } from './draw.js';
import type { SeedUser } from './types.js';
import * as W from './words.js';

export function drawUsers({ f }: Draw): Map<number, SeedUser> {
  const users = new Map<number, SeedUser>();
  for (let uid = 1; uid <= SEED_USERS; uid++) {
    const nickname = f.datatype.boolean({ probability: 0.7 })
      ? `${f.helpers.arrayElement(W.NICK_PREFIXES)}${f.helpers.arrayElement(W.NICK_SUFFIXES)}`
      : f.person.fullName();
    users.set(uid, {
      uid,
      nickname: [...users.values()].some((u) => u.nickname === nickname) ? `${nickname}${uid}` : nickname,
      avatarUrl: mediaUrl.avatar(uid),
      signature: SIGNATURES[(uid - 1) % SIGNATURES.length]!,
      gender: f.number.int({ min: 0, max: 2 }),
      fansCount: f.number.int({ min: 0, max: 20000 }),
      followCount: f.number.int({ min: 0, max: 500 }),
    });
  }
  return users;
}
