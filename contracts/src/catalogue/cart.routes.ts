import type { AreaRoutes } from './types.js';

export const cartRoutes = {
  addCart: { method: 'POST', path: '/api/goods/cart/addNew', auth: 'required', summary: '加入购物车' },
  getCartNumber: {
    method: 'POST',
    path: '/api/goods/cart/getNumber',
    auth: 'required',
    summary: '购物车商品数量',
  },
  changeCart: {
    method: 'POST',
    path: '/api/goods/cart/changeNew',
    auth: 'required',
    summary: '修改购物车数量/规格',
  },
  getCart: { method: 'POST', path: '/api/goods/cart/getCartNew', auth: 'required', summary: '购物车列表' },
  deleteCart: { method: 'POST', path: '/api/goods/cart/del', auth: 'required', summary: '删除购物车商品' },
  changeCartCheckStatus: {
    method: 'POST',
    path: '/api/goods/cart/changeCartCheckStatus',
    auth: 'required',
    summary: '勾选购物车商品',
  },
  getSaleSku: {
    method: 'POST',
    path: '/api/goods/cart/getSaleSku',
    auth: 'optional',
    summary: '商品可售规格',
  },
} as const satisfies AreaRoutes;
