// An AuthField with its text input: the input gets the card's style and the error link, and every
// other prop (type, placeholder, the react-hook-form registration) as given; and the mobile and SMS code
// inputs the auth forms share.
import { validateMobile } from '@storefront/contracts';
import type { ComponentProps, ComponentPropsWithoutRef } from 'react';
import { fieldAria } from '../../../ui/form/form-field';
import { SmsCodeButton } from '../../../ui/sms-code-button/sms-code-button';
import { validateSmsCode } from '../../../ui/sms-code-button/validate-sms-code';
import styles from '../auth.module.css';
import { AuthField, type AuthFieldProps } from './auth-field';

type AuthInputProps = ComponentProps<'input'> & Omit<AuthFieldProps, 'children'>;

export function AuthInput({ id, label, error, addon, notice, ...input }: AuthInputProps) {
  return (
    <AuthField id={id} label={label} error={error} addon={addon} notice={notice}>
      <input className={styles.input} {...fieldAria(id, error)} {...input} />
    </AuthField>
  );
}

type NamedInputProps = Omit<AuthInputProps, 'label' | 'addon'>;

/** 手机号: eleven digits on the phone keypad. */
export function MobileInput(props: NamedInputProps) {
  return <AuthInput label="手机号" type="tel" inputMode="numeric" maxLength={11} {...props} />;
}

/** 短信验证码: six digits, with the 获取验证码 button beside them. */
export function SmsCodeInput({
  send,
  canSend,
  ...props
}: NamedInputProps & Pick<ComponentPropsWithoutRef<typeof SmsCodeButton>, 'send' | 'canSend'>) {
  return (
    <AuthInput
      label="短信验证码"
      addon={<SmsCodeButton send={send} canSend={canSend} />}
      inputMode="numeric"
      maxLength={6}
      autoComplete="one-time-code"
      placeholder="6位数字验证码"
      {...props}
    />
  );
}

/** Registration rules of the two fields above: checked and kept without surrounding spaces. */
export const mobileRules = {
  validate: (v: string) => validateMobile(v.trim()) ?? true,
  setValueAs: (v: string) => v.trim(),
};
export const smsCodeRules = {
  validate: (v: string) => validateSmsCode(v) ?? true,
  setValueAs: (v: string) => v.trim(),
};

/** The second password box: filled, and the same as the first. */
export const repeatsPassword =
  (emptyMessage: string) =>
  (value: string, all: { password: string }): string | true =>
    !value ? emptyMessage : value === all.password ? true : '两次输入的密码不一致';
