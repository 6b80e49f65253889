import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, refuse, renderPage, resetHarness } from '../../../test/harness';
import { documentCard, pageOf, topic } from '../../../test/content-fixtures';
import ThemeDetailsPage from './theme-details-page';

afterEach(resetHarness);

const stubs = {
  getTopicById: topic(2, { title: '晒晒我的早餐', description: '每天的第一餐', postCount: 128 }),
  getDocumentTopicListV3: (input: Record<string, unknown>) =>
    pageOf([
      documentCard(input.sort === 'hot' ? 8 : 7, {
        kind: 'post',
        title: input.sort === 'hot' ? '最热的早餐' : '今天的早餐',
        topicId: 2,
      }),
    ]),
  getHotTopic: pageOf([]),
};

describe('topic page', () => {
  it('shows the topic and its newest posts, and its hottest on the 最热 tab', async () => {
    const user = userEvent.setup();
    const page = renderPage(<ThemeDetailsPage />, { url: '/find/themeDetails?id=2', stubs });
    expect(await screen.findByRole('heading', { level: 1, name: '#晒晒我的早餐' })).toBeInTheDocument();
    expect(screen.getByText('128 篇帖子')).toBeInTheDocument();
    expect(await screen.findByText('今天的早餐')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '最热' }));
    expect(await screen.findByText('最热的早餐')).toBeInTheDocument();
    expect(page.callsOf('getDocumentTopicListV3').map((c) => c.sort)).toEqual(['new', 'hot']);
    expect(document.title).toBe('#晒晒我的早餐 - 话题详情 - 多么商城');
  });

  it('lets a logged-in user collect the topic, and sends a visitor to log in', async () => {
    const user = userEvent.setup();
    const visitor = renderPage(<ThemeDetailsPage />, { url: '/find/themeDetails?id=2', stubs });
    await user.click(await screen.findByRole('button', { name: '收藏话题' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/userLogin?redirect=%2Ffind%2FthemeDetails%3Fid%3D2',
    );
    expect(visitor.callsOf('addFindTopic')).toHaveLength(0);
    visitor.unmount();

    const member = renderPage(<ThemeDetailsPage />, {
      url: '/find/themeDetails?id=2',
      loggedIn: true,
      stubs: { ...stubs, addFindTopic: { topicId: 2, collected: true, documentId: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: '收藏话题' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(member.callsOf('addFindTopic')).toEqual([{ topicId: '2', collect: '1' }]);
  });

  it('says a topic has no posts yet', async () => {
    renderPage(<ThemeDetailsPage />, {
      url: '/find/themeDetails?id=2',
      stubs: { ...stubs, getDocumentTopicListV3: pageOf([]) },
    });
    expect(await screen.findByText('该话题还没有帖子')).toBeInTheDocument();
  });

  it('says an unknown topic does not exist, with a way to the hot topics', async () => {
    renderPage(<ThemeDetailsPage />, {
      url: '/find/themeDetails?id=404',
      stubs: { getTopicById: refuse('话题不存在') },
    });
    expect(await screen.findByText('话题不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '看看热门话题' })).toHaveAttribute('href', '/find/hotTopic');
  });

  it('offers 重新加载 when the network fails', async () => {
    renderPage(<ThemeDetailsPage />, {
      url: '/find/themeDetails?id=2',
      stubs: { getTopicById: NETWORK_DOWN },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
