import type { AreaRoutes } from './types.js';

export const addressRoutes = {
  getAddressList: {
    method: 'POST',
    path: '/api/user/address/getDocumentRemendList',
    auth: 'required',
    summary: '收货地址列表',
  },
  addUserAddress: {
    method: 'POST',
    path: '/api/user/address/addUserAddress',
    auth: 'required',
    summary: '新增收货地址',
  },
  updateUserAddress: {
    method: 'POST',
    path: '/api/user/address/updateUserAddress',
    auth: 'required',
    summary: '修改收货地址',
  },
  delUserAddress: {
    method: 'POST',
    path: '/api/user/address/delUserAddress',
    auth: 'required',
    summary: '删除收货地址',
  },
  updateDefaultAddress: {
    method: 'POST',
    path: '/api/user/address/updateDefaultAddress',
    auth: 'required',
    summary: '设为默认地址',
  },
  getDefaultAddress: {
    method: 'POST',
    path: '/api/user/address/getDefaultAddress',
    auth: 'required',
    summary: '默认收货地址',
  },
  getWebArea: { method: 'POST', path: '/api/area/getWebArea', auth: 'none', summary: '省市区数据' },
} as const satisfies AreaRoutes;
