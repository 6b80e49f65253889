import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, refuse, renderPage, resetHarness } from '../../../test/harness';
import { documentCard, pageOf, topic, user as userBrief } from '../../../test/content-fixtures';
import FindPage from './find-page';

afterEach(resetHarness);

const post = (id: number, overrides = {}) =>
  documentCard(id, {
    kind: 'post',
    title: `帖子${id}`,
    summary: `帖子正文${id}`,
    topicId: 2,
    author: userBrief(50 + id, `作者${id}`),
    ...overrides,
  });
const stubs = {
  getAdByFind: [
    { adId: 1, title: '发现页活动', picUrl: '/ad1.svg', linkUrl: '/hot_products', position: 'find' },
  ],
  getHotTopic: pageOf([topic(2, { title: '晒晒我的早餐' }), topic(3, { title: '租房改造' })]),
  getPostRemendList: pageOf([post(1), post(2, { topicId: 0 })], 30),
};

describe('community page', () => {
  it('shows ads, recommended posts with their topics and the hot topics', async () => {
    const page = renderPage(<FindPage />, { url: '/find', stubs });
    expect(await screen.findByRole('link', { name: '帖子1' })).toHaveAttribute(
      'href',
      '/article/articleDetail?id=1',
    );
    expect(screen.getByText('帖子正文1')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: '帖子1' }).closest('article')!;
    expect(await within(card).findByRole('link', { name: '#晒晒我的早餐' })).toHaveAttribute(
      'href',
      '/find/themeDetails?id=2',
    );
    expect(screen.getByRole('img', { name: '发现页活动' })).toBeInTheDocument();
    const hot = screen.getByRole('complementary', { name: '社区侧栏' });
    expect(within(hot).getByRole('link', { name: '#租房改造' })).toHaveAttribute(
      'href',
      '/find/themeDetails?id=3',
    );
    expect(page.callsOf('getPostRemendList')[0]).toEqual({ kind: 'post', pageNum: '1', pageSize: '10' });
    expect(document.title).toBe('发现 - 多么商城');
  });

  it('renders post text as text, not HTML', async () => {
    renderPage(<FindPage />, {
      url: '/find',
      stubs: {
        ...stubs,
        getPostRemendList: pageOf([
          post(7, {
            title: '<img src=x onerror=alert(1)>',
            summary: '<a href="javascript:alert(1)">点我</a>',
          }),
        ]),
      },
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<a href="javascript:alert(1)">点我</a>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('sends a visitor who likes or follows to log in, and hides the post form', async () => {
    const user = userEvent.setup();
    const page = renderPage(<FindPage />, { url: '/find', stubs });
    expect(screen.queryByLabelText('帖子标题')).toBeNull();
    expect(screen.getByText(/后即可发帖/)).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: /^关注作者/ }))[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/userLogin?redirect=%2Ffind');
    expect(page.callsOf('followSaveOrUpdate')).toHaveLength(0);
  });

  it('lets a logged-in user like a post and follow its author', async () => {
    const user = userEvent.setup();
    const page = renderPage(<FindPage />, {
      url: '/find',
      loggedIn: true,
      stubs: {
        ...stubs,
        addDocumentFavor: { favored: true, favorCount: 13 },
        followSaveOrUpdate: { followed: true, fansCount: 9 },
      },
    });
    const card = (await screen.findByRole('link', { name: '帖子1' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: /点赞 12/ }));
    expect(await within(card).findByRole('button', { name: /已赞 13/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '关注作者1' }));
    expect(await within(card).findByRole('button', { name: '取消关注作者1' })).toHaveTextContent('已关注');
    expect(page.callsOf('followSaveOrUpdate')).toEqual([{ followUid: '51', follow: '1' }]);
    expect(within(card).getByRole('link', { name: /评论 3/ })).toHaveAttribute(
      'href',
      '/article/articleDetail?id=1#comments',
    );
  });

  it('checks a new post in Chinese, then publishes it with its topic', async () => {
    const user = userEvent.setup();
    const page = renderPage(<FindPage />, {
      url: '/find',
      loggedIn: true,
      stubs: { ...stubs, addFindTopic: { topicId: 3, collected: false, documentId: 99 } },
    });
    await user.click(screen.getByRole('button', { name: '发布' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['请填写帖子标题', '请填写帖子内容']);
    await user.type(screen.getByLabelText('帖子标题'), 'x'.repeat(51));
    await user.type(screen.getByLabelText('帖子内容'), '周末把出租屋刷成了奶油色');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(screen.getByRole('alert')).toHaveTextContent('帖子标题不能超过50个字');
    await user.clear(screen.getByLabelText('帖子标题'));
    await user.type(screen.getByLabelText('帖子标题'), '出租屋改造记');
    await user.selectOptions(await screen.findByLabelText('选择话题'), '3');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('link', { name: '查看刚发布的帖子' })).toHaveAttribute(
      'href',
      '/article/articleDetail?id=99',
    );
    expect(page.callsOf('addFindTopic')).toEqual([
      { title: '出租屋改造记', content: '周末把出租屋刷成了奶油色', collect: '0', topicId: '3' },
    ]);
    expect(screen.getByLabelText('帖子标题')).toHaveValue('');
  });

  it("shows the server's refusal of a post", async () => {
    const user = userEvent.setup();
    renderPage(<FindPage />, {
      url: '/find',
      loggedIn: true,
      stubs: { ...stubs, addFindTopic: refuse('发帖太频繁，请稍后再试') },
    });
    await user.type(screen.getByLabelText('帖子标题'), '标题');
    await user.type(screen.getByLabelText('帖子内容'), '内容');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('发帖太频繁，请稍后再试');
  });

  it('shows an empty community and a failed one', async () => {
    const { unmount } = renderPage(<FindPage />, {
      url: '/find',
      stubs: { ...stubs, getPostRemendList: pageOf([]) },
    });
    expect(await screen.findByText('还没有帖子')).toBeInTheDocument();
    unmount();
    renderPage(<FindPage />, { url: '/find', stubs: { ...stubs, getPostRemendList: NETWORK_DOWN } });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it("opens a post author's page from the card, and shows the pictures whole at their own 4:3 shape", async () => {
    const user = userEvent.setup();
    renderPage(<FindPage />, {
      url: '/find',
      stubs: { ...stubs, getPostRemendList: pageOf([post(1, { pictures: ['/p/1.svg', '/p/2.svg'] })]) },
    });
    const card = (await screen.findByRole('link', { name: '帖子1' })).closest('article')!;
    const author = within(card).getByRole('link', { name: '作者1' });
    expect(author).toHaveAttribute('href', '/heHomePage?uid=51');
    const pictures = within(card).getAllByRole('img', { name: /配图/ });
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture).toHaveStyle({ aspectRatio: '4 / 3' });
    await user.click(author);
    expect(screen.getByTestId('location')).toHaveTextContent('/heHomePage?uid=51');
  });
});
