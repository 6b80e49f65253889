import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageTotalsAtom } from '../../../core/state/badge-counts';
import { appStore } from '../../../core/state/store';
import {
  logInAsTestUser,
  mockApi,
  NETWORK_DOWN,
  refuse,
  renderPage,
  resetHarness,
} from '../../../test/harness';
import AddressPage from './address-page';
import CollectPage from './collect-page';
import CouponPage from './coupon-page';
import HeHomePage from './user-profile-page';
import MessageCenterPage from './message-center-page';
import UserHomePage from './user-home-page';

const page = <T,>(list: T[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });
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
const person = {
  uid: 8,
  nickname: '咖啡达人',
  avatarUrl: '/media/avatar/8.svg',
  mobile: '138****8000',
  gender: 1,
  birthday: null,
  signature: '每天一杯',
  realNameVerified: false,
  integral: 0,
  fansCount: 10,
  followCount: 2,
  postCount: 1,
  followed: false,
  isSelf: false,
  orderCounts: null,
};
const totals = { likeTotal: 2, smTotal: 1, commentTotal: 3, focusTotal: 0, favorTotal: 4, newsNmb: 10 };

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

describe('/UserHome', () => {
  it('shows the overview, order counts linking to their tabs, and signs in for points', async () => {
    let signed = false;
    const signPage = () => ({
      signedToday: signed,
      continuousDays: signed ? 3 : 2,
      integral: signed ? 125 : 120,
      days: [{ date: '2026-11-22', signed, points: 5 }],
    });
    api = mockApi({
      getPersonalData: {
        ...person,
        uid: 7,
        nickname: '测试用户',
        isSelf: true,
        integral: 120,
        orderCounts: { waitPay: 1, waitDelivery: 0, waitTakeDelivery: 2, waitEvaluate: 0, afterSale: 0 },
      },
      selectSignPageDetail: signPage,
      addOrUpdateSign: () => {
        signed = true;
        return { ...signPage(), gained: 5 };
      },
    });
    renderPage(<UserHomePage />, '/UserHome');
    expect(await screen.findByText('测试用户')).toBeInTheDocument();
    const toPay = screen.getByRole('link', { name: /待付款/ });
    expect(toPay).toHaveAttribute('href', '/orders?tab=waitPay');
    expect(toPay).toHaveTextContent('1');
    await userEvent.click(await screen.findByRole('button', { name: '立即签到' }));
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(screen.getByText('125')).toBeInTheDocument();
  });
});

describe('/address', () => {
  it('lists addresses, sets another default and deletes after the confirm', async () => {
    let list = [address, { ...address, addressId: 22, consignee: '李四', isDefault: false }];
    api = mockApi({
      getAddressList: () => list,
      updateDefaultAddress: (input) => {
        list = list.map((a) => ({ ...a, isDefault: a.addressId === Number(input.addressId) }));
        return list[1];
      },
      delUserAddress: (input) => {
        list = list.filter((a) => a.addressId !== Number(input.addressId));
        return { addressId: Number(input.addressId) };
      },
    });
    renderPage(<AddressPage />, '/address');
    const lisi = await screen.findByRole('listitem', { name: '李四的地址' });
    await userEvent.click(within(lisi).getByRole('button', { name: '设为默认' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: '李四的地址' })).getByText('默认'),
      ).toBeInTheDocument(),
    );
    await userEvent.click(
      within(screen.getByRole('listitem', { name: '张三的地址' })).getByRole('button', { name: '删除' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '删除收货地址' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '张三的地址' })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty address book', async () => {
    api = mockApi({ getAddressList: [] });
    renderPage(<AddressPage />, '/address');
    expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    api = mockApi({ getAddressList: NETWORK_DOWN });
    renderPage(<AddressPage />, '/address');
    expect(await screen.findByText('收货地址加载失败')).toBeInTheDocument();
  });

  it('edits an address in the dialog with its values filled in and shows a 02 refusal without losing them', async () => {
    api = mockApi({
      getAddressList: [address],
      getWebArea: {
        provinces: [{ code: '310000', name: '上海市' }],
        city: { '310000': [{ code: '310100', name: '上海市' }] },
        area: { '310100': [{ code: '310104', name: '徐汇区' }] },
      },
      updateUserAddress: refuse('所选区县不属于该城市'),
    });
    const user = userEvent.setup();
    renderPage(<AddressPage />, '/address');
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑收货地址' });
    expect(within(dialog).getByLabelText('收货人')).toHaveValue('张三');
    await user.clear(within(dialog).getByLabelText('详细地址'));
    await user.type(within(dialog).getByLabelText('详细地址'), '短');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    expect(await within(dialog).findByText('详细地址至少5个字')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('详细地址'), '地址写全一点');
    await user.click(within(dialog).getByRole('button', { name: '保存地址' }));
    expect(await within(dialog).findByText('所选区县不属于该城市')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('详细地址')).toHaveValue('短地址写全一点');
  });
});

describe('/collect_content', () => {
  it('shows collected goods and uncollects one', async () => {
    let goods = [
      {
        goodsId: 11,
        name: '云南小粒咖啡豆',
        subTitle: '',
        picUrl: '/media/goods/11.svg',
        price: 5990,
        originalPrice: 7900,
        sales: 1,
        stock: 1,
        tags: [],
        integral: 0,
      },
    ];
    api = mockApi({
      getMyCollectGoodList: () => page(goods),
      addGoodsCollect: () => {
        goods = [];
        return { collected: false };
      },
    });
    renderPage(<CollectPage />, '/collect_content');
    await userEvent.click(await screen.findByRole('button', { name: '取消收藏 云南小粒咖啡豆' }));
    expect(await screen.findByText('还没有收藏商品')).toBeInTheDocument();
    expect(api.callsOf('addGoodsCollect')[0]).toEqual({ targetId: '11', targetType: 'goods', collect: '0' });
  });

  it('switches to the topics tab and loads that list', async () => {
    api = mockApi({
      getMyCollectGoodList: page([]),
      getMyCollectFindTopiclist: page([
        {
          topicId: 4,
          title: '手冲日记',
          description: '',
          coverUrl: '/media/t.svg',
          postCount: 12,
          followCount: 1,
          collected: true,
        },
      ]),
    });
    renderPage(<CollectPage />, '/collect_content');
    await userEvent.click(await screen.findByRole('tab', { name: '话题' }));
    expect(await screen.findByText('#手冲日记')).toBeInTheDocument();
  });

  it('shows an error when a list fails', async () => {
    api = mockApi({ getMyCollectGoodList: NETWORK_DOWN });
    renderPage(<CollectPage />, '/collect_content');
    expect(await screen.findByText('收藏加载失败')).toBeInTheDocument();
  });
});

describe('/messageCenter', () => {
  it('shows the unread counts, lists a box and clears its count in the header totals', async () => {
    appStore.set(messageTotalsAtom, totals);
    api = mockApi({
      messageTotal: totals,
      favorMessageList: {
        ...page([
          {
            messageId: 1,
            title: '咖啡达人赞了你的帖子',
            content: '手冲入门',
            createTime: Date.now(),
            read: false,
            fromUser: { uid: 8, nickname: '咖啡达人', avatarUrl: '' },
            link: '/article/articleDetail?id=3&type=post',
          },
        ]),
        unread: 1,
      },
      commentMessageList: { ...page([]), unread: 0 },
    });
    renderPage(<MessageCenterPage />, '/messageCenter');
    expect(await screen.findByText('咖啡达人赞了你的帖子')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '未读' })).toBeInTheDocument();
    await waitFor(() => expect(appStore.get(messageTotalsAtom)?.likeTotal).toBe(0));
    expect(await screen.findByRole('tab', { name: '评论 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '评论 3' }));
    expect(await screen.findByText('暂无评论消息')).toBeInTheDocument();
    await waitFor(() => expect(appStore.get(messageTotalsAtom)?.commentTotal).toBe(0));
  });

  it('shows an error when the box fails to load', async () => {
    api = mockApi({ messageTotal: totals, favorMessageList: NETWORK_DOWN });
    renderPage(<MessageCenterPage />, '/messageCenter');
    expect(await screen.findByText('消息加载失败')).toBeInTheDocument();
  });
});

describe('/coupon', () => {
  const coupon = {
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
  };
  it('lists my coupons by state with counts and takes one in the coupon centre', async () => {
    let received = false;
    api = mockApi({
      getNewMyCouponList: (input) => ({
        ...page(
          input.status === 'unused' && received
            ? [{ ...coupon, userCouponId: 5, status: 'unused', receivedTime: 0 }]
            : [],
        ),
        counts: { unused: received ? 1 : 0, used: 2, expired: 0 },
      }),
      choiceSelfCoupon: () => page([{ ...coupon, received, remaining: 10 }]),
      receiveCoupon: () => {
        received = true;
        return { ...coupon, userCouponId: 5, status: 'unused', receivedTime: 0 };
      },
    });
    renderPage(<CouponPage />, '/coupon');
    expect(await screen.findByText('暂无未使用的优惠券')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已使用（2）' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '领取 满100减10' }));
    expect(await screen.findByRole('button', { name: '已领取 满100减10' })).toBeDisabled();
    expect(await screen.findByRole('tab', { name: '未使用（1）' })).toBeInTheDocument();
  });
});

describe('list errors', () => {
  it('shows 重新加载 when my coupons fail and loads again', async () => {
    let fail = true;
    api = mockApi({
      getNewMyCouponList: () =>
        fail ? NETWORK_DOWN : { ...page([]), counts: { unused: 0, used: 0, expired: 0 } },
      choiceSelfCoupon: page([]),
    });
    renderPage(<CouponPage />, '/coupon');
    expect(await screen.findByText('优惠券加载失败')).toBeInTheDocument();
    expect(await screen.findByText('暂无可领取的优惠券')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无未使用的优惠券')).toBeInTheDocument();
  });

  it('shows an error when another user cannot be loaded', async () => {
    api = mockApi({ getPersonalData: refuse('用户不存在') });
    renderPage(<HeHomePage />, '/heHomePage?uid=999');
    expect(await screen.findByText('用户信息加载失败')).toBeInTheDocument();
    expect(screen.getByText('用户不存在')).toBeInTheDocument();
  });
});

describe('/heHomePage', () => {
  it('shows the user and their posts and follows them', async () => {
    api = mockApi({
      getPersonalData: person,
      getMyPostList: page([
        {
          documentId: 3,
          kind: 'post',
          title: '手冲入门',
          summary: '',
          coverUrl: '/media/p.svg',
          pictures: [],
          author: { uid: 8, nickname: '咖啡达人', avatarUrl: '' },
          categoryId: 0,
          topicId: 0,
          createTime: 0,
          viewCount: 0,
          favorCount: 2,
          commentCount: 1,
          favored: false,
          collected: false,
        },
      ]),
      followSaveOrUpdate: { followed: true, fansCount: 11 },
    });
    renderPage(<HeHomePage />, '/heHomePage?uid=8');
    expect(await screen.findByRole('heading', { name: '咖啡达人' })).toBeInTheDocument();
    expect(await screen.findByText('手冲入门')).toBeInTheDocument();
    expect(api.callsOf('getMyPostList')[0]).toEqual({ uid: '8', pageNum: '1', pageSize: '10' });
    await userEvent.click(screen.getByRole('button', { name: '+ 关注' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
  });

  it('shows that the user has no posts', async () => {
    api = mockApi({ getPersonalData: person, getMyPostList: page([]) });
    renderPage(<HeHomePage />, '/heHomePage?uid=8');
    expect(await screen.findByText('TA还没有发布帖子')).toBeInTheDocument();
  });
});
