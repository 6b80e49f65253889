// The 获取验证码 step of a form with a `mobile` field, the same on the desktop and on the phone:
// which numbers may get a code (registration: only a free one; reset: only a registered one), the
// send itself (appSendSMS for a scene), and its notice. The demo has no SMS gateway: the code comes
// back in the reply's msg, which the form shows under the code field so a person can finish.
// A refusal lands on the mobile field; toasts stay with the caller.
import { MOBILE_REGISTERED_MESSAGE, MOBILE_UNKNOWN_MESSAGE, type RequestOf } from '@storefront/contracts';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, isIgnorableError } from '../api/errors';
import { useCheckMobileRegistered, useSendSmsCode } from './sign-in-mutations';

export type SmsScene = NonNullable<RequestOf<'appSendSMS'>['scene']>;

export interface SmsSent {
  /** Seconds until another code may be sent. */
  resendIn: number;
  /** The reply's msg, e.g. 验证码已发送（演示环境）：123456. */
  notice: string;
}

/** Who may get a code: a number not yet registered, one that is, or any (checked by the send). */
export type SmsCodeAudience = 'unregistered' | 'registered' | 'any';

export function useSmsCodeStep<F extends FieldValues & { mobile: string }>(
  form: Pick<UseFormReturn<F>, 'getValues' | 'setError' | 'trigger'>,
  scene: SmsScene,
  audience: SmsCodeAudience,
  /** After a code went out (the desktop also toasts the notice). */
  onSent?: (sent: SmsSent) => void,
) {
  const [notice, setNotice] = useState<string | null>(null);
  const checkMobile = useCheckMobileRegistered();
  const sendCode = useSendSmsCode();
  const mobileField = 'mobile' as Path<F>;
  const refuse = (type: string, message: string) => form.setError(mobileField, { type, message });

  /**
   * Whether `mobile` may get a code, said at the field when not. A failed check does not block:
   * the send and the final submit check again.
   */
  const mobileFits = async (mobile: string): Promise<boolean> => {
    if (audience === 'any') return true;
    try {
      const { registered } = await checkMobile.mutateAsync({ mobile });
      if (audience === 'unregistered' && registered) refuse('registered', MOBILE_REGISTERED_MESSAGE);
      if (audience === 'registered' && !registered) refuse('unknown', MOBILE_UNKNOWN_MESSAGE);
      return registered === (audience === 'registered');
    } catch {
      return true;
    }
  };

  /** For 获取验证码's canSend: the mobile field is valid and fits the audience. */
  const canSend = async () =>
    (await form.trigger(mobileField)) && mobileFits(String(form.getValues(mobileField)));

  /**
   * For 获取验证码's send: sends the code to the form's mobile and resolves to the seconds until a
   * resend; the notice shows once it went, a refusal at the field.
   */
  const send = async (): Promise<number> => {
    setNotice(null);
    try {
      const { result, msg } = await sendCode.mutateAsync({
        mobile: String(form.getValues(mobileField)),
        scene,
      });
      const sent = { resendIn: result.resendIn, notice: msg || '验证码已发送，请注意查收' };
      setNotice(sent.notice);
      onSent?.(sent);
      return sent.resendIn;
    } catch (error) {
      if (!isIgnorableError(error)) refuse('server', errorMessage(error));
      throw error;
    }
  };

  return { notice, clearNotice: () => setNotice(null), mobileFits, canSend, send };
}

export type SmsCodeStep = ReturnType<typeof useSmsCodeStep>;
