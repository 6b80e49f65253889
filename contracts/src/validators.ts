// The field rules in docs/product-rules.md, as plain functions so the browser bundle needs no zod.
// Each validator returns null when the value is fine, or the Chinese message to show.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SEARCH_TEXT_MAX } from './constants.js';

export type Validator = (value: string) => string | null;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}$/;
/** A mobile or a landline in one pattern, so the OpenAPI document can carry the contact phone rule. */
export const PHONE_PATTERN = new RegExp(`(${MOBILE_PATTERN.source})|(${LANDLINE_PATTERN.source})`);
export const EMAIL_PATTERN = /^[A-Za-z0-9\u4e00-\u9fa5_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);

export const MESSAGES = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确的11位手机号',
  phoneRequired: '请输入联系电话',
  landlineInvalid: '请输入正确的固定电话，如 010-12345678',
  phoneInvalid: '请输入正确的手机号或固定电话，如 13800138000 或 021-12345678',
  emailInvalid: '请输入正确的邮箱地址',
  passwordRequired: '请输入密码',
  passwordInvalid: `密码为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位字母和数字组合，且须同时包含字母和数字`,
  searchEmpty: '请输入搜索内容',
  searchTooLong: `搜索内容不能超过${SEARCH_TEXT_MAX}个字符`,
  smsCodeRequired: '请输入验证码',
  smsCodeInvalid: '验证码为6位数字',
  loginCredentialMissing: '请输入密码或验证码',
  loginCredentialsBoth: '密码和验证码只能填写一项',
  required: '此项为必填项',
} as const;

export const validateMobile: Validator = (value) => {
  if (!value) return MESSAGES.mobileRequired;
  return MOBILE_PATTERN.test(value) ? null : MESSAGES.mobileInvalid;
};

export const validateLandline: Validator = (value) =>
  LANDLINE_PATTERN.test(value) ? null : MESSAGES.landlineInvalid;

/** A contact phone (the consignee's on an address) may be a mobile or a landline. */
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);

export const validatePhone: Validator = (value) => {
  if (!value) return MESSAGES.phoneRequired;
  return isPhone(value) ? null : MESSAGES.phoneInvalid;
};

export const validateEmail: Validator = (value) => (EMAIL_PATTERN.test(value) ? null : MESSAGES.emailInvalid);

export const validatePassword: Validator = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  return PASSWORD_PATTERN.test(value) ? null : MESSAGES.passwordInvalid;
};

/** The SMS code the demo sends: six digits. */
export const validateSmsCode: Validator = (value) => {
  if (!value) return MESSAGES.smsCodeRequired;
  return SMS_CODE_PATTERN.test(value) ? null : MESSAGES.smsCodeInvalid;
};

/** Search text: trimmed; empty does nothing (null text), longer than the limit is refused. */
export function normaliseSearchText(value: string): { text: string | null; error: string | null } {
  const text = value.trim();
  if (!text) return { text: null, error: null };
  if ([...text].length > SEARCH_TEXT_MAX) return { text: null, error: MESSAGES.searchTooLong };
  return { text, error: null };
}

export const validateSearchText: Validator = (value) => {
  if (!value.trim()) return MESSAGES.searchEmpty;
  return normaliseSearchText(value).error;
};
