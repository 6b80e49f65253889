import type { AreaRoutes } from './types.js';

export const flashSaleRoutes = {
  getFlashSale: {
    method: 'POST',
    path: '/api/goods/flashSale/get',
    auth: 'optional',
    summary: '当前限时抢购',
  },
  getTimeAxisV2: {
    method: 'POST',
    path: '/api/goods/flashSale/getTimeAxisV2',
    auth: 'optional',
    summary: '限时抢购时间轴',
  },
  getWebFlashSaleTopicAndTopicProduct: {
    method: 'POST',
    path: '/api/goods/flashSale/getWebFlashSaleTopicAndTopicProduct',
    auth: 'optional',
    summary: '限时专题及商品',
  },
  getNewFlashSaleGoods: {
    method: 'POST',
    path: '/api/goods/flashSale/getNewFlashSaleGoods',
    auth: 'optional',
    summary: '场次商品',
  },
  getFlashSaleGoods: {
    method: 'POST',
    path: '/api/goods/flashSale/getGoods',
    auth: 'optional',
    summary: '限时抢购商品',
  },
  getFlashSaleTopic: {
    method: 'POST',
    path: '/api/goods/flashSale/topic/get',
    auth: 'optional',
    summary: '限时专题',
  },
  getFlashSaleTopicGoods: {
    method: 'POST',
    path: '/api/goods/flashSale/topic/getGoods',
    auth: 'optional',
    summary: '限时专题商品',
  },
  addMyRemind: {
    method: 'POST',
    path: '/api/my/remind/addMyRemind',
    auth: 'required',
    summary: '设置开抢提醒',
  },
  deleteMyRemind: {
    method: 'POST',
    path: '/api/my/remind/deleteMyRemind',
    auth: 'required',
    summary: '取消开抢提醒',
  },
} as const satisfies AreaRoutes;
