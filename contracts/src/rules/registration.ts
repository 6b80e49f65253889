// What the shop says when a mobile that already has an account tries to register: the upstream's
// refusal and the sign-up forms' own check before sending speak with one voice.
export const MOBILE_REGISTERED_MESSAGE = '该手机号已注册，请直接登录';

/** What a sign-up form holds: registerS's input, the password typed twice, the agreement ticked. */
export interface RegistrationFormValues {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  nickname: string;
  agree: boolean;
}

/** The fields of registerS a 03 reply may name, in the form's order. */
export const REGISTRATION_FIELDS = ['mobile', 'code', 'password', 'nickname'] as const;

/** A code for a password reset goes only to a registered mobile (the upstream refuses the same). */
export const MOBILE_UNKNOWN_MESSAGE = '该手机号未注册';
