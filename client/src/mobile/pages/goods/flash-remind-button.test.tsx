// 提醒我 shows a shopper's reminder as set on a later visit, from the session's goods list (the
// goods' own read has no such flag), and follows the server's reply when tapped.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { goodsCard } from '../../../test/browse-fixtures';
import { renderPage, resetHarness } from '../../../test/harness';
import { FlashRemindButton } from './flash-remind-button';

afterEach(resetHarness);

const sessionGoods = (reminded: boolean) => ({
  list: [
    { ...goodsCard(7), sessionId: 3, flashPrice: 990, flashStock: 10, progress: 0, reminded: false },
    { ...goodsCard(8), sessionId: 3, flashPrice: 990, flashStock: 10, progress: 0, reminded },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 100,
  session: { sessionId: 3, title: '20:00', startTime: 2, endTime: 3, status: 'upcoming' as const },
});

describe('提醒我 on a coming flash sale', () => {
  it('shows 取消提醒 for a reminder set on an earlier visit, and takes it back', async () => {
    const view = renderPage(<FlashRemindButton goodsId={8} sessionId={3} />, {
      url: '/goods/8',
      loggedIn: true,
      stubs: {
        getNewFlashSaleGoods: sessionGoods(true),
        deleteMyRemind: { reminded: false },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '取消提醒' }));
    expect(await screen.findByRole('button', { name: '提醒我' })).toBeInTheDocument();
    expect(view.callsOf('deleteMyRemind')).toEqual([{ goodsId: '8', sessionId: '3' }]);
  });

  it('offers 提醒我 when no reminder is set, and turns to 取消提醒 once the server has it', async () => {
    const view = renderPage(<FlashRemindButton goodsId={8} sessionId={3} />, {
      url: '/goods/8',
      loggedIn: true,
      stubs: { getNewFlashSaleGoods: sessionGoods(false), addMyRemind: { reminded: true } },
    });
    const button = await screen.findByRole('button', { name: '提醒我' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: '取消提醒' })).toBeInTheDocument();
    expect(view.callsOf('addMyRemind')).toHaveLength(1);
  });

  it('does not read a visitor’s reminders', async () => {
    const view = renderPage(<FlashRemindButton goodsId={8} sessionId={3} />, {
      url: '/goods/8',
      stubs: { getNewFlashSaleGoods: sessionGoods(true) },
    });
    expect(await screen.findByRole('button', { name: '提醒我' })).toBeEnabled();
    expect(view.callsOf('getNewFlashSaleGoods')).toHaveLength(0);
  });
});
