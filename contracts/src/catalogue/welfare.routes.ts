import type { AreaRoutes } from './types.js';

export const welfareRoutes = {
  getOverdueTopics: {
    method: 'POST',
    path: '/api/hot/welfare/getOverdueTopics',
    auth: 'optional',
    summary: '往期福利',
  },
  getNewTopic: {
    method: 'POST',
    path: '/api/hot/welfare/getNewTopic',
    auth: 'optional',
    summary: '最新福利',
  },
  getTopics: { method: 'POST', path: '/api/hot/welfare/getTopics', auth: 'optional', summary: '福利专题' },
  getTopicGoodsPush: {
    method: 'POST',
    path: '/api/hot/welfare/getTopicGoodsPush',
    auth: 'optional',
    summary: '福利专题商品',
  },
  selectSignPageDetail: {
    method: 'POST',
    path: '/api/activity/selectSignPageDetail',
    auth: 'required',
    summary: '签到页',
  },
  addOrUpdateSign: {
    method: 'POST',
    path: '/api/activity/addOrUpdateSign',
    auth: 'required',
    summary: '每日签到',
  },
} as const satisfies AreaRoutes;
