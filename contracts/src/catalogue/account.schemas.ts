import { z } from 'zod';
import { MESSAGES, PASSWORD_PATTERN, SMS_CODE_PATTERN } from '../validators.js';
import {
  documentCard,
  emptyRequest,
  epochMs,
  idField,
  imageUrl,
  mobileField,
  nonBlank,
  oneOrMany,
  pageOf,
  paging,
  textField,
  userInfo,
} from './common.schemas.js';
import type { accountRoutes } from './account.routes.js';
import type { SchemasOf } from './types.js';
import { isUploadedFile, UPLOAD_FILE_FIELD } from '../wire/upload.js';
import { fromState, state, STATES } from '../examples/entry-example.js';
import { afterSms, page, seeded, sentCode, sentMobile, uid } from '../examples/shared-example-values.js';

const password = z
  .string({ error: MESSAGES.passwordRequired })
  .regex(PASSWORD_PATTERN, MESSAGES.passwordInvalid);
const smsCode = z
  .string({ error: MESSAGES.smsCodeRequired })
  .regex(SMS_CODE_PATTERN, MESSAGES.smsCodeInvalid);
const smsScene = z.enum(['register', 'reset', 'updateMobile', 'login'], {
  error: '短信场景只能是 register、reset、updateMobile 或 login',
});
/**
 * Login takes exactly one credential: an exclusive union (the document's oneOf), not a refinement
 * the document cannot show. Sending both matches both members and is refused as a whole; sending
 * neither fails both, and the 03 names the member closest to the input (mock-api's validation).
 */
const loginRequest = z.xor(
  [
    z.object({
      mobile: mobileField,
      password: z
        .string({ error: MESSAGES.loginCredentialMissing })
        .min(1, MESSAGES.passwordRequired)
        .max(20, MESSAGES.passwordInvalid)
        .describe('密码登录：填写密码，不带 code'),
    }),
    z.object({
      mobile: mobileField,
      code: smsCode.describe('验证码登录：scene 为 login 的短信验证码，不带 password'),
    }),
  ],
  { error: MESSAGES.loginCredentialsBoth },
);
const personalData = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  avatarUrl: imageUrl,
  mobile: z.string().describe('他人查看时打码'),
  gender: z.number().int().min(0).max(2).describe('0 保密，1 男，2 女'),
  birthday: z.string().nullable(),
  signature: z.string(),
  realNameVerified: z.boolean(),
  integral: z.number().int().nonnegative(),
  fansCount: z.number().int().nonnegative(),
  followCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  followed: z.boolean(),
  isSelf: z.boolean(),
  orderCounts: z
    .object({
      waitPay: z.number().int(),
      waitDelivery: z.number().int(),
      waitTakeDelivery: z.number().int(),
      waitEvaluate: z.number().int(),
      afterSale: z.number().int(),
    })
    .nullable()
    .describe('仅本人可见'),
});
const session = z.object({
  userId: z.number().int().positive(),
  token: z.string().min(32),
  loginTime: epochMs,
  userInfo,
});
const interest = z.object({ id: z.number().int().positive(), name: z.string(), selected: z.boolean() });
const smsSent = z.object({
  mobile: z.string(),
  expiresIn: z.number().int().positive(),
  resendIn: z.number().int().nonnegative(),
});

export const accountSchemas = {
  getPersonalData: {
    request: z.object({ uid: idField }),
    result: personalData,
    example: {
      input: { uid },
      visitorInput: { uid: fromState('authorUid', 1) },
      visitorStates: seeded,
      shape: { present: ['orderCounts'] },
      visitorShape: {},
    },
    refuses: true,
  },
  updatePersonalData: {
    request: z.object({
      nickname: textField(20, '昵称').optional(),
      avatarUrl: z.string().trim().min(1).max(500).regex(nonBlank(1)).optional(),
      gender: z.coerce.number().int().min(0).max(2).optional(),
      birthday: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式为 YYYY-MM-DD')
        .optional(),
      signature: z.string().trim().max(60, '个性签名不能超过60个字').optional(),
    }),
    result: personalData,
    example: {
      input: { nickname: '小林', signature: '热爱生活的人' },
      shape: { present: ['orderCounts'] },
    },
    refuses: true,
  },
  updateIdcardAndRealName: {
    request: z.object({
      realName: z
        .string({ error: '请填写真实姓名' })
        .trim()
        .regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请填写真实姓名（2-20个汉字）'),
      idCard: z
        .string({ error: '请填写身份证号' })
        .trim()
        .regex(/^\d{17}[\dXx]$/, '请填写正确的18位身份证号'),
    }),
    result: z.object({ realNameVerified: z.literal(true), maskedIdCard: z.string() }),
    example: { input: { realName: '林小明', idCard: '11010519491231002X' } },
    refuses: true,
  },
  updatePassword: {
    request: z.object({
      oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(20),
      newPassword: password,
    }),
    result: z.null(),
    example: { input: { oldPassword: 'demo1234', newPassword: 'demo5678' } },
    refuses: true,
  },
  updateMobile: {
    request: z.object({ mobile: mobileField, code: smsCode }),
    result: userInfo,
    example: { input: { mobile: sentMobile, code: sentCode }, states: afterSms('updateMobile', false) },
    refuses: true,
  },
  registerS: {
    request: z.object({
      mobile: mobileField,
      code: smsCode,
      password,
      nickname: textField(20, '昵称').optional(),
    }),
    result: session,
    example: {
      input: { mobile: sentMobile, code: sentCode, password: 'shop2026', nickname: '小林' },
      states: afterSms('register', false),
      bad: { input: { mobile: '13900000009', code: '123456', password: '123' }, field: 'password' },
    },
    refuses: true,
  },
  checkRegMobile: {
    request: z.object({ mobile: mobileField }),
    result: z.object({ registered: z.boolean() }),
    example: { input: { mobile: '13800138000' }, bad: { input: { mobile: 'abc' }, field: 'mobile' } },
    refuses: true,
  },
  getMyInterest: { request: emptyRequest, result: z.array(interest), example: {}, refuses: true },
  deitMemberInterest: {
    request: z.object({
      interestIds: oneOrMany(idField, { max: 20, tooMany: '最多选择20个兴趣' })
        .describe('兴趣 id（qs 数组 interestIds[0]=1，一个时也可写 interestIds=1）')
        .default([]),
    }),
    result: z.array(interest),
    example: { input: { interestIds: [1, 3] } },
    refuses: true,
  },
  mobileAndPasswordToLogin: {
    // One credential: the password, or an SMS code sent with scene login (docs/decisions.md).
    request: loginRequest,
    result: session,
    example: {
      input: { mobile: '13800138000', password: 'demo1234' },
      bad: { input: { mobile: '12345', password: 'demo1234' }, field: 'mobile' },
      more: [
        {
          description: 'a registered user logs in with the SMS code sent for login',
          input: { mobile: sentMobile, code: sentCode },
          states: afterSms('login', true),
        },
        {
          description: 'a wrong SMS code is refused with code 02',
          input: { mobile: sentMobile, code: fromState('wrongCode', '000000') },
          states: afterSms('login', true),
          refused: '验证码错误',
        },
      ],
    },
    refuses: true,
  },
  resetPasswordS: {
    request: z.object({ mobile: mobileField, code: smsCode, password }),
    result: z.null(),
    example: {
      input: { mobile: sentMobile, code: sentCode, password: 'newpass1' },
      states: afterSms('reset', true),
    },
    refuses: true,
  },
  getMyPostList: {
    request: z.object({ ...paging, uid: idField.optional() }),
    result: pageOf(documentCard),
    example: { input: { ...page, uid: fromState('postAuthorUid', 1) }, states: seeded },
    refuses: true,
  },
  getUserTempToken: {
    request: emptyRequest,
    result: z.object({ token: z.string().min(16), expiresIn: z.number().int().positive() }),
    example: {},
    refuses: true,
  },
  appSendSMS: {
    request: z.object({ mobile: mobileField, scene: smsScene.default('register') }),
    result: smsSent,
    example: {
      input: { mobile: fromState('freshMobile', '13900000002'), scene: 'register' },
      states: [state(STATES.seeded)],
      bad: { input: { mobile: '1234', scene: 'register' }, field: 'mobile' },
    },
    refuses: true,
  },
  newCheckSMS: {
    request: z.object({ mobile: mobileField, code: smsCode, scene: smsScene.default('register') }),
    result: z.object({ valid: z.literal(true) }),
    example: {
      input: { mobile: sentMobile, code: sentCode, scene: 'register' },
      states: afterSms('register', false),
    },
    refuses: true,
  },
  imageSendSMS: {
    request: z.object({
      mobile: mobileField,
      scene: smsScene.default('register'),
      imageCode: z
        .string({ error: '请输入图形验证码' })
        .trim()
        .min(4, '请输入图形验证码')
        .max(6)
        .regex(nonBlank(4), '请输入图形验证码'),
    }),
    result: smsSent,
    example: {
      input: { mobile: fromState('freshMobile', '13900000003'), scene: 'register', imageCode: 'a8k3' },
      states: seeded,
    },
    refuses: true,
  },
  webUpload: {
    // The file part is part of the request: mock-api puts the received file under this name before
    // validation, so a missing part is a 03 like any missing field.
    request: z
      .object({
        [UPLOAD_FILE_FIELD]: z
          .custom<{ buffer: Uint8Array }>(isUploadedFile, '请选择要上传的图片')
          .meta({ type: 'string', format: 'binary', description: 'JPEG/PNG/GIF/WebP 图片，最大 2MB' }),
      })
      .describe('multipart/form-data，字段 file：JPEG/PNG/GIF/WebP，最大 2MB'),
    result: z.object({
      url: z.string(),
      size: z.number().int().positive(),
      mimeType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
    }),
    example: {},
    refuses: true,
  },
} satisfies SchemasOf<typeof accountRoutes>;
