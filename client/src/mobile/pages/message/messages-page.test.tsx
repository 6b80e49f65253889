// /m/messages: the five boxes with their unread counts, the open box's messages, and a box read
// drops its count.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage, resetHarness } from '../../../test/harness';
import MessagesPage from './messages-page';

afterEach(resetHarness);

const TOTALS = { likeTotal: 2, commentTotal: 0, focusTotal: 1, smTotal: 120, favorTotal: 3, newsNmb: 0 };
const message = (messageId: number, title: string) => ({
  messageId,
  title,
  content: `${title}的内容`,
  createTime: Date.UTC(2026, 10, 20, 2, 0),
  read: false,
  fromUser: null,
  link: '/orders/orderDetails?orderId=12',
});
const page = (list: unknown[]) => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 100,
  unread: list.length,
});

describe('mobile 消息 page', () => {
  it('shows each box with its count and the open box’s messages', async () => {
    renderPage(MessagesPage, {
      url: '/messages?box=order',
      loggedIn: true,
      stubs: {
        messageTotal: TOTALS,
        orderMessageList: page([message(1, '订单已发货')]),
        favorMessageList: page([message(2, '有人赞了你')]),
      },
    });
    const tabs = screen.getByRole('tablist', { name: '消息分类' });
    expect(await within(tabs).findByRole('tab', { name: '点赞，2条未读' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: '评论' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: '官方，99+条未读' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /^订单/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('订单已发货')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看详情/ })).toHaveAttribute('href', '/orders/12');
    fireEvent.click(within(tabs).getByRole('tab', { name: '点赞，2条未读' }));
    expect(await screen.findByText('有人赞了你')).toBeInTheDocument();
  });
});
