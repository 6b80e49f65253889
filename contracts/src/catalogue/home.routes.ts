import type { AreaRoutes } from './types.js';

export const homeRoutes = {
  getAgreementDetails: {
    method: 'GET',
    path: '/api/agreement/getAgreementDetails',
    auth: 'none',
    summary: '协议详情',
  },
  getUserRegisterAgreement: {
    method: 'GET',
    path: '/api/reminder/getUserRegisterAgreement',
    auth: 'none',
    summary: '用户注册协议',
  },
  getUserPolicySecret: {
    method: 'GET',
    path: '/api/reminder/getUserPolicySecret',
    auth: 'none',
    summary: '隐私政策',
  },
  getReminderAsInvoice: {
    method: 'POST',
    path: '/api/reminder/getReminderAsInvoice',
    auth: 'none',
    summary: '发票须知',
  },
  getGoodsAd: { method: 'GET', path: '/api/goods/getAd', auth: 'none', summary: '商品页广告' },
  getAdByFind: { method: 'GET', path: '/api/website/getAdByFind', auth: 'none', summary: '发现页广告' },
  getAdByHome: { method: 'POST', path: '/api/website/getAdByHome', auth: 'none', summary: '首页广告轮播' },
  addAdClickCount: {
    method: 'POST',
    path: '/api/home/addAdClickCount',
    auth: 'optional',
    summary: '广告点击计数',
  },
  getDocumentHomeList: {
    method: 'POST',
    path: '/api/home/getDocumentHomeList',
    auth: 'optional',
    summary: '首页文章推荐',
  },
  getHomeCategoryList: {
    method: 'POST',
    path: '/api/home/getCategoryList',
    auth: 'none',
    summary: '首页分类入口',
  },
  getNewCategoryList: {
    method: 'POST',
    path: '/api/home/getNewCategoryList',
    auth: 'none',
    summary: '导航分类（含子分类）',
  },
} as const satisfies AreaRoutes;
