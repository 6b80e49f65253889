import type { AreaRoutes } from './types.js';

const msg = (path: string, summary: string) =>
  ({ method: 'POST', path: `/api/message/${path}`, auth: 'required', summary }) as const;

export const messageRoutes = {
  messageTotal: msg('messageTotal', '消息总数'),
  commentMessageList: msg('commentMessageList', '评论消息'),
  favorMessageList: msg('favorMessageList', '点赞消息'),
  newMsgMessageList: msg('newMsgMessageList', '关注与新消息'),
  newOfficialCommentList: msg('newOfficialCommentList', '官方消息'),
  orderMessageList: msg('orderMessageList', '订单消息'),
  createQrCode: {
    method: 'POST',
    path: '/api/miniprogram/createQrCode',
    auth: 'optional',
    summary: '小程序码',
  },
  collectBehaviourData: {
    method: 'POST',
    path: '/api/userbehavioursts/collectBehaviourData',
    auth: 'optional',
    summary: '用户行为采集',
    host: 'behaviour',
  },
} as const satisfies AreaRoutes;
