import type { AreaRoutes } from './types.js';

const my = (path: string, auth: 'none' | 'optional' | 'required', summary: string) =>
  ({ method: 'POST', path: `/api/my/${path}`, auth, summary }) as const;

export const accountRoutes = {
  getPersonalData: my('getPersonalData', 'optional', '个人资料'),
  updatePersonalData: my('updatePersonalData', 'required', '修改个人资料'),
  updateIdcardAndRealName: my('updateIdcardAndRealName', 'required', '实名认证'),
  updatePassword: my('updatePassword', 'required', '修改密码'),
  updateMobile: my('updateMobile', 'required', '更换手机号'),
  registerS: my('registerS', 'none', '注册'),
  checkRegMobile: my('checkRegMobile', 'none', '手机号是否已注册'),
  getMyInterest: my('getMyInterest', 'required', '我的兴趣'),
  deitMemberInterest: my('deitMemberInterest', 'required', '修改兴趣'),
  mobileAndPasswordToLogin: my('mobileAndPasswordToLogin', 'none', '手机号密码登录'),
  resetPasswordS: my('resetPasswordS', 'none', '重置密码'),
  getMyPostList: my('getMyPostList', 'optional', '用户的帖子'),
  getUserTempToken: my('getUserTempToken', 'required', '临时令牌'),
  appSendSMS: { method: 'POST', path: '/api/SMS/appSendSMS', auth: 'none', summary: '发送短信验证码' },
  newCheckSMS: { method: 'POST', path: '/api/SMS/newCheckSMS', auth: 'none', summary: '校验短信验证码' },
  imageSendSMS: {
    method: 'POST',
    path: '/api/SMS/imageSendSMS',
    auth: 'none',
    summary: '图形校验后发送短信',
  },
  webUpload: {
    method: 'POST',
    path: '/api/upload/webupload',
    auth: 'required',
    summary: '上传图片',
    body: 'multipart',
  },
} as const satisfies AreaRoutes;
