import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { pageOf, topic } from '../../../test/content-fixtures';
import HotTopicPage from './hot-topic-page';

afterEach(resetHarness);

describe('hot topics page', () => {
  it('lists topics by heat with their rank, and pages', async () => {
    const user = userEvent.setup();
    const page = renderPage(<HotTopicPage />, {
      url: '/find/hotTopic',
      stubs: {
        getHotTopic: (input) =>
          pageOf([topic(Number(input.pageNum) * 10, { title: `话题第${String(input.pageNum)}页` })], 30),
      },
    });
    expect(await screen.findByRole('link', { name: '#话题第1页' })).toHaveAttribute(
      'href',
      '/find/themeDetails?id=10',
    );
    expect(within(screen.getByRole('heading', { level: 2 })).getByText('1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: '#话题第2页' })).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 2 })).getByText('11')).toBeInTheDocument();
    expect(page.callsOf('getHotTopic').at(-1)).toEqual({ pageNum: '2', pageSize: '10' });
    expect(document.title).toBe('热门话题 - 多么商城');
  });

  it('says there are no topics, or offers 重新加载', async () => {
    const { unmount } = renderPage(<HotTopicPage />, {
      url: '/find/hotTopic',
      stubs: { getHotTopic: pageOf([]) },
    });
    expect(await screen.findByText('暂无热门话题')).toBeInTheDocument();
    unmount();
    renderPage(<HotTopicPage />, { url: '/find/hotTopic', stubs: { getHotTopic: NETWORK_DOWN } });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
