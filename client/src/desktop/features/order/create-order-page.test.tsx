import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@storefront/contracts';
import {
  currentLocation,
  logInAsTestUser,
  mockApi,
  refuse,
  renderPage,
  resetHarness,
} from '../../../test/harness';
import CreateOrderPage from './create-order-page';
import { PAY_POLL_MS } from '../../../core/order/pay';
import PayOrderPage from './pay-order-page';
import { orderOf } from '../../../test/order-fixtures';
import { readPendingInvoice } from './pending-invoice';

const address = {
  addressId: 21,
  consignee: '张三',
  mobile: '13800138000',
  provinceCode: '310000',
  provinceName: '上海市',
  cityCode: '310100',
  cityName: '上海市',
  areaCode: '310104',
  areaName: '徐汇区',
  detail: '漕溪北路 88 号',
  isDefault: true,
};
const coupon = (over: object) => ({
  couponId: 1,
  name: '满100减10',
  kind: 'reduce',
  amount: 1000,
  discount: 100,
  threshold: 10000,
  scopeText: '全场通用',
  categoryId: 0,
  startTime: 0,
  endTime: Date.now() + 86400000,
  userCouponId: 31,
  status: 'unused',
  receivedTime: 0,
  applicable: true,
  reason: null,
  ...over,
});
const settle = {
  goodsAmount: 31590,
  freight: 0,
  couponAmount: 1000,
  payAmount: 30590,
  lines: [
    {
      goodsId: 11,
      skuId: 111,
      name: '云南小粒咖啡豆 500g',
      picUrl: '/media/goods/11.svg',
      specText: '中度烘焙',
      price: 5990,
      quantity: 1,
    },
  ],
  address,
  coupons: [
    coupon({}),
    coupon({
      userCouponId: 32,
      name: '满500减50',
      amount: 5000,
      threshold: 50000,
      applicable: false,
      reason: '未满足使用门槛（满¥500.00可用）',
    }),
  ],
  bestUserCouponId: 31,
};
const priceFor = (input: Record<string, string>) =>
  input.userCouponId === '31'
    ? { goodsAmount: 31590, freight: 0, couponAmount: 1000, payAmount: 30590 }
    : { goodsAmount: 31590, freight: 0, couponAmount: 0, payAmount: 31590 };

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
  jest.useRealTimers();
});

describe('/CreateOrder', () => {
  it('settles the checked cart with the best coupon and lists inapplicable coupons with their reason', async () => {
    api = mockApi({
      getOrderSettleInfoNew: settle,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceFor,
    });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    expect(await screen.findByText('云南小粒咖啡豆 500g')).toBeInTheDocument();
    expect(api.callsOf('getOrderSettleInfoNew')[0]).toEqual({ source: 'cart' });
    expect(screen.getByRole('radio', { name: /满100减10/ })).toBeChecked();
    expect(screen.getByText('未满足使用门槛（满¥500.00可用）')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /张三/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('recomputes the price through getTotalPriceByCouponNew when another coupon is chosen', async () => {
    api = mockApi({
      getOrderSettleInfoNew: settle,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceFor,
    });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    await userEvent.click(await screen.findByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(screen.getByTestId('coupon-amount')).toHaveTextContent('-¥0.00'));
    expect(api.callsOf('getTotalPriceByCouponNew').at(-1)).toEqual({ source: 'cart', userCouponId: '0' });
    expect(screen.getByText('应付金额：')).toHaveTextContent('315.90');
  });

  it('places nothing when the upstream charges more than shown: 价格有变化 old → new, then a second confirmation', async () => {
    // The flash price ends between the page's first settle and 提交订单.
    let ended = false;
    const priceNow = () =>
      ended
        ? { goodsAmount: 5990, freight: 0, couponAmount: 0, payAmount: 5990 }
        : { goodsAmount: 3990, freight: 0, couponAmount: 0, payAmount: 3990 };
    const settleNow = () => ({
      ...settle,
      ...priceNow(),
      coupons: [],
      bestUserCouponId: 0,
      lines: [{ ...settle.lines[0]!, price: ended ? 5990 : 3990 }],
    });
    api = mockApi({
      getOrderSettleInfoNew: settleNow,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceNow,
      addOrderNew: { orderId: 77, orderNo: 'N77', payAmount: 5990, payDeadline: Date.now() + 60_000 },
    });
    const user = userEvent.setup();
    renderPage(<CreateOrderPage />, '/CreateOrder?source=buyNow&goodsId=11&skuId=111&quantity=1');
    await waitFor(() => expect(screen.getByText('应付金额：')).toHaveTextContent('39.90'));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled());
    ended = true;
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    const dialog = await screen.findByRole('dialog', { name: '价格有变化' });
    expect(within(dialog).getByRole('list', { name: '变化的商品' })).toHaveTextContent('¥39.90 → ¥59.90 ×1');
    expect(dialog).toHaveTextContent('应付金额：¥39.90 → ¥59.90');
    expect(api.callsOf('addOrderNew')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '按新金额提交订单' }));
    await waitFor(() => expect(api.callsOf('addOrderNew')).toHaveLength(1));
    await waitFor(() => expect(currentLocation()).toBe('/orders/payOrder?orderId=77'));
  });

  it('settles a buy-now link with its SKU and quantity', async () => {
    api = mockApi({
      getOrderSettleInfoNew: settle,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceFor,
    });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=buyNow&goodsId=11&skuId=111&quantity=2');
    await screen.findByText('云南小粒咖啡豆 500g');
    expect(api.callsOf('getOrderSettleInfoNew')[0]).toEqual({
      source: 'buyNow',
      goodsId: '11',
      skuId: '111',
      quantity: '2',
    });
  });

  it("preselects the user's default address from getDefaultAddress", async () => {
    const home = { ...address, addressId: 23, consignee: '李四', isDefault: true };
    api = mockApi({
      getOrderSettleInfoNew: { ...settle, address: null },
      getAddressList: [{ ...address, isDefault: false }, home],
      getDefaultAddress: home,
      getTotalPriceByCouponNew: priceFor,
    });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /李四/ })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(screen.getByRole('radio', { name: /张三/ })).toHaveAttribute('aria-checked', 'false');
    expect(api.callsOf('getDefaultAddress')).toHaveLength(1);
  });

  it('asks for an address before submitting and adds one with a landline phone through the dialog', async () => {
    let addresses: (typeof address)[] = [];
    api = mockApi({
      getOrderSettleInfoNew: { ...settle, address: null },
      getAddressList: () => addresses,
      getTotalPriceByCouponNew: priceFor,
      getWebArea: {
        provinces: [{ code: '310000', name: '上海市' }],
        city: { '310000': [{ code: '310100', name: '上海市' }] },
        area: { '310100': [{ code: '310104', name: '徐汇区' }] },
      },
      addUserAddress: () => {
        addresses = [{ ...address, addressId: 22 }];
        return addresses[0];
      },
    });
    const user = userEvent.setup();
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    await user.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请选择收货地址')).toBeInTheDocument();
    expect(api.callsOf('addOrderNew')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '+ 新增收货地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    expect(await within(dialog).findByText('请填写收货人')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('请选择省份', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(within(dialog).getByText('请填写详细地址')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('收货人'), '张三');
    const phone = within(dialog).getByLabelText('联系电话');
    await user.type(phone, '21-12345678');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    expect(await within(dialog).findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '021-12345678');
    await user.selectOptions(within(dialog).getByLabelText('省份'), '310000');
    await user.selectOptions(within(dialog).getByLabelText('城市'), '310100');
    await user.selectOptions(within(dialog).getByLabelText('区县'), '310104');
    await user.type(within(dialog).getByLabelText('详细地址'), '漕溪北路 88 号');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('addUserAddress')[0]).toEqual({
      consignee: '张三',
      mobile: '021-12345678',
      provinceCode: '310000',
      cityCode: '310100',
      areaCode: '310104',
      detail: '漕溪北路 88 号',
      isDefault: '0',
    });
    expect(screen.getByRole('radio', { name: /张三/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('submits address, coupon and remark once, keeps the invoice for after payment and goes to pay', async () => {
    let release: (v: unknown) => void = () => {};
    api = mockApi({
      getOrderSettleInfoNew: settle,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceFor,
      addOrderNew: () => new Promise((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    await user.type(await screen.findByLabelText('订单备注（选填）'), '请尽快发货');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开具发票' }));
    const dialog = await screen.findByRole('dialog', { name: '发票信息' });
    await user.type(within(dialog).getByLabelText('接收邮箱'), 'me@duome.cn');
    await user.click(within(dialog).getByRole('button', { name: '保存发票信息' }));
    expect(await screen.findByText(/电子普通发票 · 个人/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(screen.getByRole('button', { name: '提交中...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '提交中...' }));
    await act(async () =>
      release({ orderId: 10001, orderNo: 'DM1', payAmount: 30590, payDeadline: Date.now() + 1800000 }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/orders/payOrder?orderId=10001'));
    expect(api.callsOf('addOrderNew')).toEqual([
      { source: 'cart', addressId: '21', userCouponId: '31', remark: '请尽快发货' },
    ]);
    expect(readPendingInvoice(10001)).toMatchObject({ invoiceTitleType: 'personal', email: 'me@duome.cn' });
  });

  it('shows why the cart cannot be settled', async () => {
    api = mockApi({ getOrderSettleInfoNew: refuse('购物车中没有选中的商品') });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    expect(await screen.findByText('购物车中没有选中的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/shoppingCart');
  });
});

describe('/CreateOrder 发票须知', () => {
  it('opens the invoice notice with its title and paragraphs', async () => {
    api = mockApi({
      getOrderSettleInfoNew: settle,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceFor,
      getReminderAsInvoice: {
        type: 'invoice',
        title: '开票说明',
        updateTime: 0,
        paragraphs: ['电子发票与纸质发票具有同等法律效力。', '发票金额为实付金额。'],
      },
    });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    await userEvent.click(await screen.findByRole('button', { name: '发票须知' }));
    const dialog = await screen.findByRole('dialog', { name: '开票说明' });
    expect(within(dialog).getByText('电子发票与纸质发票具有同等法律效力。')).toBeInTheDocument();
    expect(within(dialog).getByText('发票金额为实付金额。')).toBeInTheDocument();
  });

  it('shows an error with 重新加载 when the notice cannot be loaded', async () => {
    api = mockApi({
      getOrderSettleInfoNew: settle,
      getAddressList: [address],
      getTotalPriceByCouponNew: priceFor,
      getReminderAsInvoice: refuse('服务繁忙'),
    });
    renderPage(<CreateOrderPage />, '/CreateOrder?source=cart');
    await userEvent.click(await screen.findByRole('button', { name: '发票须知' }));
    const dialog = await screen.findByRole('dialog', { name: '发票须知' });
    expect(await within(dialog).findByText('发票须知加载失败')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('/orders/payOrder', () => {
  it('pays: shows the simulated QR, polls isPay every 1.5 s until paid, then the success view and files the invoice', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let polls = 0;
    let paid = false;
    window.sessionStorage.setItem(
      'pendingInvoice:10001',
      JSON.stringify({ invoiceTitleType: 'personal', invoiceTitle: '个人', taxNo: '', email: 'me@duome.cn' }),
    );
    api = mockApi({
      getOrderNew: () => (paid ? orderOf('waitDelivery') : orderOf('waitPay')),
      buy: {
        orderId: 10001,
        paid: false,
        status: 'waitPay',
        payTime: null,
        payAmount: 30590,
        qrUrl: '/media/qr/pay-10001.svg',
      },
      isPay: () => {
        polls += 1;
        paid = polls >= 3;
        return {
          orderId: 10001,
          paid,
          status: paid ? 'waitDelivery' : 'waitPay',
          payTime: paid ? Date.now() : null,
        };
      },
      addInvoice: {},
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<PayOrderPage />, '/orders/payOrder?orderId=10001');
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await user.click(screen.getByLabelText('支付宝'));
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('img', { name: '模拟支付二维码' })).toHaveAttribute(
      'src',
      '/media/qr/pay-10001.svg',
    );
    expect(api.callsOf('buy')[0]).toEqual({ orderId: '10001', payType: 'alipay' });
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(PAY_POLL_MS);
      });
    }
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(polls).toBe(3);
    expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      '/orders/orderDetails?orderId=10001',
    );
    await waitFor(() => expect(api.callsOf('addInvoice')).toHaveLength(1));
    expect(window.sessionStorage.getItem('pendingInvoice:10001')).toBeNull();
  });

  it('says a cancelled order needs no payment', async () => {
    api = mockApi({ getOrderNew: orderOf('cancelled') });
    renderPage(<PayOrderPage />, '/orders/payOrder?orderId=10001');
    expect(await screen.findByText('订单已取消，无需支付')).toBeInTheDocument();
  });

  it('asks the bank with 我已支付，查询结果: not yet paid says so, paid shows the success view', async () => {
    let paid = false;
    api = mockApi({
      getOrderNew: orderOf('waitPay'),
      abcOrderQuery: () => ({
        orderId: 10001,
        orderNo: 'DM202611220001',
        paid,
        status: paid ? 'waitDelivery' : 'waitPay',
        payTime: paid ? Date.now() : null,
      }),
    });
    renderPage(<PayOrderPage />, '/orders/payOrder?orderId=10001');
    await userEvent.click(await screen.findByRole('button', { name: '我已支付，查询结果' }));
    expect(await screen.findByText('尚未收到付款，请稍后再试')).toBeInTheDocument();
    expect(api.callsOf('abcOrderQuery')[0]).toEqual({ orderNo: 'DM202611220001' });
    paid = true;
    await userEvent.click(screen.getByRole('button', { name: '我已支付，查询结果' }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
  });

  it('tells why the payment query failed', async () => {
    api = mockApi({ getOrderNew: orderOf('waitPay'), abcOrderQuery: refuse('订单不存在') });
    renderPage(<PayOrderPage />, '/orders/payOrder?orderId=10001');
    await userEvent.click(await screen.findByRole('button', { name: '我已支付，查询结果' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('查询失败：订单不存在');
  });
});
