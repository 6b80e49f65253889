import type { AreaRoutes } from './types.js';

export const searchRoutes = {
  searchContent: { method: 'POST', path: '/api/search/searchContent', auth: 'optional', summary: '综合搜索' },
  searchDucumentAndTopiclist: {
    method: 'POST',
    path: '/api/search/searchDucumentAndTopiclist',
    auth: 'optional',
    summary: '搜索文章与话题',
  },
  searchPostlist: {
    method: 'POST',
    path: '/api/search/searchPostlist',
    auth: 'optional',
    summary: '搜索帖子',
  },
  searchGoodslist: {
    method: 'POST',
    path: '/api/search/searchGoodslist',
    auth: 'optional',
    summary: '搜索商品',
  },
  searchMemberlist: {
    method: 'POST',
    path: '/api/search/searchMemberlist',
    auth: 'optional',
    summary: '搜索用户',
  },
  getSearchHotWord: {
    method: 'POST',
    path: '/api/search/getSearchHotWord',
    auth: 'none',
    summary: '搜索热词',
  },
} as const satisfies AreaRoutes;
