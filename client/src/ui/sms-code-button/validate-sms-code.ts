// The SMS code field rule (6 digits), the same as the mock's request schema, with its messages.
export const validateSmsCode = (value: string): string | null =>
  !value ? '请输入验证码' : /^\d{6}$/.test(value) ? null : '验证码为6位数字';
