// 验证码 with its 获取验证码 button, for registration and reset: six digits by the shop's rule, and
// the send's notice (which number it went to) under the box.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SmsCodeStep } from '../../../core/account/use-sms-code-step';
import { TextField } from './text-field';
import { smsCodeRules } from './mobile-field';
import { SmsCodeButton } from './sms-code-button';

interface SmsCodeFieldProps<F extends { code: string }> {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  /** The form's 获取验证码 step: what it says, whether it may send, the send. */
  sms: Pick<SmsCodeStep, 'notice' | 'canSend' | 'send'>;
}

export function SmsCodeField<F extends { code: string }>({ register, errors, sms }: SmsCodeFieldProps<F>) {
  // The form's own field name; react-hook-form's path types cannot see it through the generic.
  const reg = register as unknown as UseFormRegister<{ code: string }>;
  const errs = errors as FieldErrors<{ code: string }>;
  return (
    <TextField
      label="验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="6位短信验证码"
      error={errs.code?.message}
      hint={sms.notice}
      addon={<SmsCodeButton canSend={sms.canSend} send={sms.send} />}
      {...reg('code', smsCodeRules)}
    />
  );
}
