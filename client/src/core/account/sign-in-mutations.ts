// Signing in and out: login by password or SMS code, registration (checking the mobile and the SMS code first),
// SMS codes and password reset. A login or registration reply is saved as the session here, so
// every face starts a session the same way (logging out is core/state/use-logout.ts).
import type { ResultOf } from '@storefront/contracts';
import { saveSession } from '../state/session';
import { markSessionStarted } from '../state/session-flags';
import { call, type InputOf } from '../api/call';
import { callWithMessage } from '../api/call-with-message';
import { useApiMutation, type CallbacksOf, type MutationCallbacks } from '../api/mutation';

const startSession = (_client: unknown, session: ResultOf<'mobileAndPasswordToLogin'>) => {
  saveSession(session);
  markSessionStarted();
};

/** What a login sends: the password, or an SMS code sent with scene `login` (exactly one of them). */
export type LoginCredentials = { mobile: string; password: string } | { mobile: string; code: string };

/** 手机号密码登录 or 验证码登录; on success the session is saved (the caller navigates on). */
export const useLogin = (
  callbacks?: MutationCallbacks<ResultOf<'mobileAndPasswordToLogin'>, LoginCredentials>,
) =>
  useApiMutation(
    (input: LoginCredentials) => call('mobileAndPasswordToLogin', input),
    { update: startSession },
    callbacks,
  );

/** 注册; on success the new user is signed in. */
export const useRegister = (callbacks?: CallbacksOf<'registerS'>) =>
  useApiMutation(
    (input: InputOf<'registerS'>) => call('registerS', input),
    { update: startSession },
    callbacks,
  );

/** Whether a mobile number is already registered (asked before sending a sign-up code). */
export const useCheckMobileRegistered = (callbacks?: CallbacksOf<'checkRegMobile'>) =>
  useApiMutation((input: InputOf<'checkRegMobile'>) => call('checkRegMobile', input), {}, callbacks);

type WithMessage<N extends 'appSendSMS' | 'imageSendSMS'> = { result: ResultOf<N>; msg: string };

/** 发送短信验证码; the reply's msg carries the demo code, so it is returned beside the result. */
export const useSendSmsCode = (
  callbacks?: MutationCallbacks<WithMessage<'appSendSMS'>, InputOf<'appSendSMS'>>,
) => useApiMutation((input: InputOf<'appSendSMS'>) => callWithMessage('appSendSMS', input), {}, callbacks);

/** Sends an SMS code after the picture check (password reset); msg as for useSendSmsCode. */
export const useSendSmsCodeAfterCaptcha = (
  callbacks?: MutationCallbacks<WithMessage<'imageSendSMS'>, InputOf<'imageSendSMS'>>,
) =>
  useApiMutation((input: InputOf<'imageSendSMS'>) => callWithMessage('imageSendSMS', input), {}, callbacks);

/** 校验短信验证码 for a scene (register, reset …). */
export const useCheckSmsCode = (callbacks?: CallbacksOf<'newCheckSMS'>) =>
  useApiMutation((input: InputOf<'newCheckSMS'>) => call('newCheckSMS', input), {}, callbacks);

/** 重置密码 with a checked SMS code. */
export const useResetPassword = (callbacks?: CallbacksOf<'resetPasswordS'>) =>
  useApiMutation((input: InputOf<'resetPasswordS'>) => call('resetPasswordS', input), {}, callbacks);
