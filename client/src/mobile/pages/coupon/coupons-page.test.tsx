// /m/coupons: my coupons by state with the counts on the tabs, and 领券中心 where 领取 takes one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderPage, resetHarness, type ApiStubs } from '../../../test/harness';
import CouponsPage from './coupons-page';

afterEach(resetHarness);

const TEMPLATE = {
  couponId: 3,
  name: '全场满99减10',
  kind: 'reduce',
  amount: 1000,
  discount: 0,
  threshold: 9900,
  scopeText: '全场通用',
  categoryId: 0,
  startTime: Date.UTC(2026, 10, 1),
  endTime: Date.UTC(2026, 11, 31),
};
const mine = (status: string) => ({
  list:
    status === 'unused'
      ? [{ ...TEMPLATE, userCouponId: 11, status, receivedTime: Date.UTC(2026, 10, 2) }]
      : [],
  total: status === 'unused' ? 1 : 0,
  pageNum: 1,
  pageSize: 100,
  counts: { unused: 1, used: 0, expired: 4 },
});

const stubs = (received: { value: boolean }): ApiStubs => ({
  getNewMyCouponList: ({ status }) => mine(status),
  choiceSelfCoupon: () => ({
    list: [
      { ...TEMPLATE, received: received.value, remaining: 5 },
      {
        ...TEMPLATE,
        couponId: 4,
        name: '周末95折',
        kind: 'discount',
        discount: 95,
        received: false,
        remaining: 0,
      },
    ],
    total: 2,
    pageNum: 1,
    pageSize: 100,
  }),
  receiveCoupon: () => {
    received.value = true;
    return { ...TEMPLATE, userCouponId: 12, status: 'unused', receivedTime: Date.now() };
  },
});

describe('mobile coupons page', () => {
  it('lists the unused coupons with their face, condition and the counts on the tabs', async () => {
    renderPage(CouponsPage, { url: '/coupons', loggedIn: true, stubs: stubs({ value: false }) });
    const coupon = await screen.findByRole('article', { name: '全场满99减10' });
    expect(within(coupon).getByText('¥10.00')).toBeInTheDocument();
    expect(within(coupon).getByText('满¥99.00可用')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未使用(1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '已过期(4)' })).toBeInTheDocument();
  });

  it('keeps the tab in the URL and says an empty state in Chinese', async () => {
    renderPage(CouponsPage, { url: '/coupons', loggedIn: true, stubs: stubs({ value: false }) });
    fireEvent.click(await screen.findByRole('tab', { name: '已使用' }));
    await waitFor(() => expect(currentLocation()).toBe('/coupons?state=used'));
    expect(await screen.findByText('还没有使用过优惠券')).toBeInTheDocument();
  });

  it('takes a coupon in 领券中心; a sold-out one cannot be taken', async () => {
    const received = { value: false };
    const view = renderPage(CouponsPage, {
      url: '/coupons?state=take',
      loggedIn: true,
      stubs: stubs(received),
    });
    fireEvent.click(await screen.findByRole('button', { name: '领取 全场满99减10' }));
    await waitFor(() => expect(view.callsOf('receiveCoupon')).toEqual([{ couponId: '3' }]));
    const taken = await screen.findByRole('article', { name: '全场满99减10' });
    await waitFor(() => expect(within(taken).getByText('已领取')).toBeInTheDocument());
    const soldOut = screen.getByRole('article', { name: '周末95折' });
    expect(within(soldOut).getByText('9.5折')).toBeInTheDocument();
    expect(within(soldOut).getByText('已抢光')).toBeInTheDocument();
    expect(within(soldOut).queryByRole('button')).not.toBeInTheDocument();
  });
});
