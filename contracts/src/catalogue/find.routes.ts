import type { AreaRoutes } from './types.js';

export const findRoutes = {
  addCommentFavor: {
    method: 'POST',
    path: '/api/find/addCommentFavor',
    auth: 'required',
    summary: '评论点赞',
  },
  getNewFindCommentList: {
    method: 'POST',
    path: '/api/find/getNewFindCommentList',
    auth: 'optional',
    summary: '评论列表',
  },
  newAddComment: { method: 'POST', path: '/api/find/newAddComment', auth: 'required', summary: '发表评论' },
  getHotTopic: { method: 'POST', path: '/api/find/getHotTopic', auth: 'optional', summary: '热门话题' },
  getPostRemendList: {
    method: 'POST',
    path: '/api/find/getPostRemendList',
    auth: 'optional',
    summary: '推荐帖子',
  },
  addDocumentFavor: {
    method: 'POST',
    path: '/api/find/addDocumentFavor',
    auth: 'required',
    summary: '文章/帖子点赞',
  },
  getTopicById: { method: 'POST', path: '/api/find/getTopicById', auth: 'optional', summary: '话题详情' },
  getDocumentTopicListV3: {
    method: 'POST',
    path: '/api/find/getDocumentTopicListV3',
    auth: 'optional',
    summary: '话题下的帖子',
  },
  getFindDocumentDetails: {
    method: 'POST',
    path: '/api/find/getFindDocumentDetails',
    auth: 'optional',
    summary: '帖子/文章详情',
  },
  followSaveOrUpdate: {
    method: 'POST',
    path: '/api/find/followsaveOrupdate',
    auth: 'required',
    summary: '关注/取消关注',
  },
  addFindTopic: { method: 'POST', path: '/api/home/addFindTopic', auth: 'required', summary: '收藏话题' },
  addGoodsCollect: {
    method: 'POST',
    path: '/api/home/addGoodsCollect',
    auth: 'required',
    summary: '收藏商品/文章/帖子',
  },
  getMyCollectDocumentList: {
    method: 'POST',
    path: '/api/my/getMyCollectDocumentList',
    auth: 'required',
    summary: '我收藏的文章',
  },
  getMyCollectGoodList: {
    method: 'POST',
    path: '/api/my/getMyCollectGoodList',
    auth: 'required',
    summary: '我收藏的商品',
  },
  getMyCollectPostListV2: {
    method: 'POST',
    path: '/api/my/getMyCollectPostListV2',
    auth: 'required',
    summary: '我收藏的帖子',
  },
  getMyCollectFindTopiclist: {
    method: 'POST',
    path: '/api/my/getMyCollectFindTopiclist',
    auth: 'required',
    summary: '我收藏的话题',
  },
} as const satisfies AreaRoutes;
