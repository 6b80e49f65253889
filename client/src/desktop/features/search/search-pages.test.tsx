import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, saveSession } from '../../../core/state/session';
import { goodsCard, goodsPage } from '../../../test/browse-fixtures';
import { currentLocation, mockApi, refuse, renderPage } from '../../../test/harness';
import { splitHighlight } from './components/highlight';
import SearchArticlePage from './search-article-page';
import SearchPostPage from './search-post-page';
import SearchProductPage from './search-product-page';
import SearchUserPage from './search-user-page';

const doc = (documentId: number, title: string, kind: 'article' | 'post' = 'article') => ({
  documentId,
  kind,
  title,
  summary: `${title}的摘要`,
  coverUrl: `/media/doc/${documentId}.svg`,
  pictures: [],
  author: { uid: 1, nickname: '作者甲', avatarUrl: '/media/avatar/1.svg' },
  categoryId: 1,
  topicId: 0,
  createTime: 1_700_000_000_000,
  viewCount: 3,
  favorCount: 1,
  commentCount: 0,
  favored: false,
  collected: false,
});
const member = (uid: number, nickname: string, followed = false) => ({
  uid,
  nickname,
  avatarUrl: `/media/avatar/${uid}.svg`,
  signature: '',
  fansCount: 5,
  postCount: 2,
  followed,
});
const hotWords = () => [{ wordName: '咖啡' }, { wordName: '<b>茶</b>' }];

describe('search pages', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => {
    net.restore();
    clearSession();
  });

  it('marks the keyword in product names without injecting HTML', async () => {
    net = mockApi({
      searchGoodslist: () => ({
        ...goodsPage([]),
        list: [goodsCard(1, { name: '<img src=x>咖啡豆 Coffee' })],
        total: 1,
      }),
    });
    renderPage(SearchProductPage, '/SearchProduct?keyword=coffee');
    const mark = await screen.findByText('Coffee');
    expect(mark.tagName).toBe('MARK');
    expect(screen.getByText(/<img src=x>咖啡豆/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(net.callsOf('searchGoodslist')[0]).toMatchObject({ keyword: 'coffee', pageNum: '1' });
    expect(document.title).toBe('coffee - 搜索商品 - 多么商城');
  });

  it('suggests clickable hot words of the type when nothing is found', async () => {
    net = mockApi({ searchGoodslist: () => goodsPage([]), getSearchHotWord: hotWords });
    renderPage(SearchProductPage, '/SearchProduct?keyword=zzz');
    expect(await screen.findByText('没有找到相关结果')).toBeInTheDocument();
    const word = await screen.findByRole('link', { name: '<b>茶</b>' });
    expect(word).toHaveAttribute('href', `/SearchProduct?keyword=${encodeURIComponent('<b>茶</b>')}`);
    expect(net.callsOf('getSearchHotWord')).toEqual([{ searchType: '1' }]);
  });

  it('offers 重新加载 when the search fails', async () => {
    net = mockApi({ searchPostlist: () => refuse('搜索服务繁忙') });
    renderPage(SearchPostPage, '/SearchPost?keyword=咖啡');
    expect(await screen.findByText('搜索服务繁忙')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('lists matching articles and topics with paging', async () => {
    net = mockApi({
      searchDucumentAndTopiclist: ({ pageNum }) => ({
        list: [doc(Number(pageNum) * 10, `咖啡文章${pageNum}`)],
        total: 25,
        pageNum: Number(pageNum),
        pageSize: 20,
        topics: [
          {
            topicId: 4,
            title: '咖啡日记',
            description: '',
            coverUrl: '/media/t/4.svg',
            postCount: 9,
            followCount: 1,
            collected: false,
          },
        ],
      }),
    });
    renderPage(SearchArticlePage, '/SearchArticle?keyword=咖啡');
    expect((await screen.findByText('文章1')).closest('a')).toHaveAttribute(
      'href',
      '/article/articleDetail?id=10',
    );
    expect(screen.getByRole('link', { name: /日记/ })).toHaveAttribute('href', '/find/themeDetails?id=4');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('文章2')).toBeInTheDocument();
  });

  it('lets a logged-in user follow a found user, and sends a visitor to log in', async () => {
    net = mockApi({
      searchMemberlist: () => ({ list: [member(9, '咖啡控')], total: 1, pageNum: 1, pageSize: 20 }),
      followSaveOrUpdate: () => ({ followed: true, fansCount: 6 }),
    });
    const visitor = renderPage(SearchUserPage, '/SearchUser?keyword=咖啡');
    fireEvent.click(await screen.findByRole('button', { name: '关注 咖啡控' }));
    await waitFor(() =>
      expect(currentLocation()).toMatch(/^\/userLogin\?redirect=%2FSearchUser%3Fkeyword%3D/),
    );
    visitor.unmount();

    saveSession({
      userId: 7,
      token: 't',
      userInfo: { uid: 7, nickname: '小明', mobile: '13800138000', avatarUrl: '' },
    });
    renderPage(SearchUserPage, '/SearchUser?keyword=咖啡');
    const list = await screen.findByRole('list');
    fireEvent.click(within(list).getByRole('button', { name: '关注 咖啡控' }));
    expect(await screen.findByRole('button', { name: '取消关注 咖啡控' })).toHaveTextContent('已关注');
    await waitFor(() => expect(net.callsOf('followSaveOrUpdate')).toEqual([{ followUid: '9', follow: '1' }]));
    expect(screen.getByText('粉丝 6 · 内容 2')).toBeInTheDocument();
  });

  it("opens a found user's page from the card's name with the uid the page needs", async () => {
    net = mockApi({
      searchMemberlist: () => ({ list: [member(9, '咖啡控')], total: 1, pageNum: 1, pageSize: 20 }),
    });
    renderPage(SearchUserPage, '/SearchUser?keyword=咖啡');
    const name = await screen.findByRole('link', { name: '咖啡控的主页' });
    expect(name).toHaveAttribute('href', '/heHomePage?uid=9');
    fireEvent.click(name);
    await waitFor(() => expect(currentLocation()).toContain('/heHomePage?uid=9'));
  });

  it('asks for a keyword when there is none and does not search', async () => {
    net = mockApi({ getSearchHotWord: hotWords });
    renderPage(SearchUserPage, '/SearchUser');
    expect(await screen.findByText('请输入搜索关键词')).toBeInTheDocument();
    expect(net.callsOf('searchMemberlist')).toHaveLength(0);
  });
});

describe('splitHighlight', () => {
  it('marks every case-insensitive occurrence and treats regex characters literally', () => {
    expect(splitHighlight('Tea and tea', 'TEA')).toEqual([
      { text: 'Tea', match: true },
      { text: ' and ', match: false },
      { text: 'tea', match: true },
    ]);
    expect(splitHighlight('a.b', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
  });
});
