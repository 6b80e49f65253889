// Account area: registration and login with SMS codes, password and mobile changes, personal data,
// interests, real-name verification, the temporary token and image uploads.
import { MOBILE_REGISTERED_MESSAGE, MOBILE_UNKNOWN_MESSAGE } from '@storefront/contracts';
import { uidOf, withMessage, type AreaHandlers, type HandlerContext } from '../api/handler-types.js';
import { Refusal } from '../../domain/refusal.js';
import { createUser, findUserByMobile, usersTable, type UserRow } from '../../domain/account/accounts.js';
import { refuse } from '../../domain/refusal.js';
import { withUpkeep } from './with-upkeep.js';
import { idCardProblem, maskIdCard } from '../../domain/account/id-card.js';
import {
  clearLoginFailures,
  LOGIN_MAX_FAILURES,
  loginBlockedMinutes,
  recordLoginFailure,
} from '../../domain/account/login-throttle.js';
import { notify } from '../../domain/account/messages.js';
import { hashPassword, verifyPassword } from '../../domain/account/passwords.js';
import { personalData } from '../../domain/account/personal-data.js';
import { closeOtherSessions, openSession } from '../../domain/account/sessions.js';
import { checkSmsCode, sendSmsCode, type SmsScene } from '../../domain/account/sms.js';
import { issueTempToken } from '../../domain/account/temp-tokens.js';
import { storeUpload } from '../../domain/account/uploads.js';
import { userBrief } from '../../domain/account/users-view.js';
import { myPostList } from '../../domain/community/my-lists.js';
import type { NamesOf } from './area-names.js';

/** The caller's uid; only used where the platform has already required a session. */

function currentUser(ctx: HandlerContext): UserRow {
  const user = usersTable(ctx.store).get(uidOf(ctx));
  if (!user) refuse('账号不存在');
  return user;
}

function userInfo(ctx: HandlerContext, user: UserRow) {
  const brief = userBrief(ctx, user.id);
  return { uid: user.id, nickname: brief.nickname, mobile: user.mobile, avatarUrl: brief.avatarUrl };
}

function loginResult(ctx: HandlerContext, user: UserRow) {
  const session = openSession(ctx.store, user.id, ctx.now());
  return {
    userId: user.id,
    token: session.token,
    loginTime: session.createdAt,
    userInfo: userInfo(ctx, user),
  };
}

/** Who may be sent a code for which purpose, before anything is sent. */
function assertSmsAllowed(ctx: HandlerContext, mobile: string, scene: SmsScene): void {
  const registered = findUserByMobile(ctx.store, mobile) !== undefined;
  if (scene === 'register' && registered) refuse(MOBILE_REGISTERED_MESSAGE);
  if (scene === 'updateMobile' && registered) refuse('该手机号已被其他账号使用');
  if ((scene === 'reset' || scene === 'login') && !registered) refuse(MOBILE_UNKNOWN_MESSAGE);
}

function sendCode(ctx: HandlerContext, mobile: string, scene: SmsScene) {
  assertSmsAllowed(ctx, mobile, scene);
  const sent = sendSmsCode(ctx.store, mobile, scene, ctx.now());
  // No SMS gateway in the demo: the code is shown in the reply's msg (see docs/architecture.md).
  return withMessage(
    { mobile, expiresIn: sent.expiresIn, resendIn: sent.resendIn },
    `验证码已发送（演示环境）：${sent.code}`,
  );
}

/** Logs in with a scene-login SMS code, used up by the login; the password throttle is cleared. */
function loginWithCode(ctx: HandlerContext, mobile: string, code: string) {
  const user = findUserByMobile(ctx.store, mobile);
  if (!user) refuse(MOBILE_UNKNOWN_MESSAGE);
  checkSmsCode(ctx.store, mobile, 'login', code, ctx.now(), true);
  // Whoever holds the phone owns the account, as a reset by SMS code says too.
  clearLoginFailures(ctx.store, mobile);
  return loginResult(ctx, user);
}

function interestsOf(ctx: HandlerContext, user: UserRow) {
  return ctx.seed.interests.map((i) => ({
    id: i.id,
    name: i.name,
    selected: user.interestIds.includes(i.id),
  }));
}

export const accountHandlers: AreaHandlers<NamesOf<'account'>> = withUpkeep({
  checkRegMobile: ({ mobile }, ctx) => ({ registered: findUserByMobile(ctx.store, mobile) !== undefined }),

  appSendSMS: ({ mobile, scene }, ctx) => sendCode(ctx, mobile, scene),

  // The catalogue has no captcha-image call, so the picture code is only checked for its form
  // (by the request schema); the per-mobile send limit still applies.
  imageSendSMS: ({ mobile, scene }, ctx) => sendCode(ctx, mobile, scene),

  newCheckSMS: ({ mobile, code, scene }, ctx) => {
    checkSmsCode(ctx.store, mobile, scene, code, ctx.now(), false);
    return { valid: true as const };
  },

  registerS: async ({ mobile, code, password, nickname }, ctx) => {
    if (findUserByMobile(ctx.store, mobile)) refuse(MOBILE_REGISTERED_MESSAGE);
    checkSmsCode(ctx.store, mobile, 'register', code, ctx.now(), true);
    const hash = await hashPassword(password);
    // Re-checked after the hash: another registration of the same mobile may have finished meanwhile.
    // After an await the writes need their own atomic step (a savepoint never spans an await).
    return ctx.store.atomic(() => {
      if (findUserByMobile(ctx.store, mobile)) refuse(MOBILE_REGISTERED_MESSAGE);
      const user = createUser(ctx.store, { mobile, nickname, hash, now: ctx.now() });
      notify(ctx.store, {
        uid: user.id,
        box: 'official',
        title: '欢迎加入多么商城',
        content: '注册成功！新人专享好礼已为您准备好，快去领券中心看看吧。',
        link: '/new_exclusive',
        createTime: ctx.now(),
      });
      return loginResult(ctx, user);
    });
  },

  // Either credential (the request schema lets exactly one through): an SMS code sent for login,
  // or the password, which alone is throttled (a code has its own tries and expiry).
  mobileAndPasswordToLogin: async (input, ctx) => {
    const { mobile } = input;
    if ('code' in input) return loginWithCode(ctx, mobile, input.code);
    const { password } = input;
    const blocked = loginBlockedMinutes(ctx.store, mobile, ctx.now());
    if (blocked > 0) refuse(`登录失败次数过多，请${blocked}分钟后再试`);
    const user = findUserByMobile(ctx.store, mobile);
    const verified = user !== undefined && (await verifyPassword(password, user));
    return ctx.store.atomic(() => {
      if (!user || !verified) {
        const failures = recordLoginFailure(ctx.store, mobile, ctx.now());
        const left = LOGIN_MAX_FAILURES - failures;
        // The failure is counted although the request is refused.
        throw new Refusal(
          left > 0 ? `手机号或密码错误，还可尝试${left}次` : '登录失败次数过多，请15分钟后再试',
          { keepChanges: true },
        );
      }
      clearLoginFailures(ctx.store, mobile);
      return loginResult(ctx, user);
    });
  },

  resetPasswordS: async ({ mobile, code, password }, ctx) => {
    const user = findUserByMobile(ctx.store, mobile);
    if (!user) refuse(MOBILE_UNKNOWN_MESSAGE);
    checkSmsCode(ctx.store, mobile, 'reset', code, ctx.now(), true);
    const hash = await hashPassword(password);
    return ctx.store.atomic(() => {
      usersTable(ctx.store).update(user.id, hash);
      // A reset locks out whoever knew the old password: every session ends, the throttle clears.
      closeOtherSessions(ctx.store, user.id, null);
      clearLoginFailures(ctx.store, mobile);
      return null;
    });
  },

  updatePassword: async ({ oldPassword, newPassword }, ctx) => {
    const user = currentUser(ctx);
    if (!(await verifyPassword(oldPassword, user))) refuse('原密码不正确');
    if (oldPassword === newPassword) refuse('新密码不能与原密码相同');
    const hash = await hashPassword(newPassword);
    return ctx.store.atomic(() => {
      usersTable(ctx.store).update(user.id, hash);
      closeOtherSessions(ctx.store, user.id, ctx.session!.token);
      return null;
    });
  },

  updateMobile: ({ mobile, code }, ctx) => {
    const user = currentUser(ctx);
    if (user.mobile === mobile) refuse('新手机号不能与当前手机号相同');
    if (findUserByMobile(ctx.store, mobile)) refuse('该手机号已被其他账号使用');
    checkSmsCode(ctx.store, mobile, 'updateMobile', code, ctx.now(), true);
    return userInfo(ctx, usersTable(ctx.store).update(user.id, { mobile }));
  },

  updateIdcardAndRealName: ({ realName, idCard }, ctx) => {
    const user = currentUser(ctx);
    if (user.realName) refuse('您已完成实名认证，不可重复认证');
    const problem = idCardProblem(idCard, ctx.now());
    if (problem) refuse(problem);
    usersTable(ctx.store).update(user.id, { realName, idCard: idCard.toUpperCase() });
    return { realNameVerified: true as const, maskedIdCard: maskIdCard(idCard) };
  },

  getPersonalData: ({ uid }, ctx) => personalData(ctx, uid, ctx.session?.userId ?? null),

  updatePersonalData: (input, ctx) => {
    const user = currentUser(ctx);
    if (input.avatarUrl !== undefined && !/^\/media\/[\w./-]+$/.test(input.avatarUrl))
      refuse('头像地址无效，请重新上传头像');
    if (input.birthday !== undefined) {
      const time = Date.parse(`${input.birthday}T00:00:00Z`);
      if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== input.birthday)
        refuse('生日日期无效');
      if (time > ctx.now()) refuse('生日不能晚于今天');
    }
    const patch: Partial<UserRow> = {};
    if (input.nickname !== undefined) patch.nickname = input.nickname;
    if (input.avatarUrl !== undefined) patch.avatarUrl = input.avatarUrl;
    if (input.gender !== undefined) patch.gender = input.gender;
    if (input.birthday !== undefined) patch.birthday = input.birthday;
    if (input.signature !== undefined) patch.signature = input.signature;
    usersTable(ctx.store).update(user.id, patch);
    return personalData(ctx, user.id, user.id);
  },

  getMyInterest: (_input, ctx) => interestsOf(ctx, currentUser(ctx)),

  deitMemberInterest: ({ interestIds }, ctx) => {
    const user = currentUser(ctx);
    const known = new Set(ctx.seed.interests.map((i) => i.id));
    if (interestIds.some((id) => !known.has(id))) refuse('所选兴趣不存在');
    const updated = usersTable(ctx.store).update(user.id, { interestIds: [...new Set(interestIds)] });
    return interestsOf(ctx, updated);
  },

  getMyPostList: ({ uid, pageNum, pageSize }, ctx) => {
    const target = uid ?? ctx.session?.userId;
    if (target === undefined) refuse('请先登录');
    return myPostList(ctx, target, pageNum, pageSize);
  },

  getUserTempToken: (_input, ctx) => issueTempToken(ctx.store, uidOf(ctx), ctx.now()),

  webUpload: (_input, ctx) => storeUpload(ctx.store, ctx.uploadPlace, ctx.upload, uidOf(ctx), ctx.now()),
});
