// The 手机号 and 验证码 fields' rules on the auth pages: trimmed, then the shop's validators.
import { validateMobile, validateSmsCode } from '@storefront/contracts';

export const mobileRules = {
  setValueAs: (v: string) => v.trim(),
  validate: (v: string) => validateMobile(v) ?? true,
};

export const mobileInputProps = {
  label: '手机号',
  type: 'tel',
  inputMode: 'numeric',
  maxLength: 11,
  placeholder: '请输入11位手机号',
} as const;

export const smsCodeRules = {
  setValueAs: (v: string) => v.trim(),
  validate: (v: string) => validateSmsCode(v) ?? true,
};
