// What the shop says when a mobile that already has an account tries to register: the upstream's
// refusal and the sign-up forms' own check before sending speak with one voice.
export const MOBILE_REGISTERED_MESSAGE = '该手机号已注册，请直接登录';
