import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refuse, renderPage, resetHarness } from '../../../test/harness';
import {
  comment,
  documentDetail,
  goodsCard,
  pageOf,
  user as userBrief,
} from '../../../test/content-fixtures';
import ArticleDetailPage from './article-detail-page';

afterEach(resetHarness);

const detail = documentDetail(5, {
  title: '一周通勤穿搭',
  author: userBrief(9, '穿搭小能手'),
  paragraphs: ['周一：简约白衬衫', '周二：<script>alert(1)</script>针织开衫'],
  goods: [goodsCard(3, { name: '纯棉白衬衫' })],
  favorCount: 12,
});
const comments = pageOf([
  comment(1, {
    content: '很实用',
    replies: [
      {
        commentId: 2,
        user: userBrief(10, '小红'),
        replyTo: userBrief(201, '用户201'),
        content: '同意',
        createTime: Date.now(),
      },
    ],
  }),
]);

describe('article detail page', () => {
  it('shows title, author, time, paragraphs as text, related goods and comments with replies', async () => {
    const page = renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      stubs: { getFindDocumentDetails: detail, getNewFindCommentList: comments },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '一周通勤穿搭' })).toBeInTheDocument();
    expect(screen.getAllByText('穿搭小能手').length).toBeGreaterThan(0);
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();
    expect(screen.getByText('周二：<script>alert(1)</script>针织开衫')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: '文中好物' })).getByText('纯棉白衬衫'),
    ).toBeInTheDocument();
    expect(await screen.findByText('很实用')).toBeInTheDocument();
    expect(screen.getByText('同意')).toBeInTheDocument();
    expect(page.callsOf('getFindDocumentDetails')).toEqual([{ documentId: '5' }]);
    expect(document.title).toBe('一周通勤穿搭 - 多么商城');
  });

  it('sends a visitor who tries to like to the login page and back', async () => {
    const user = userEvent.setup();
    const page = renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      stubs: { getFindDocumentDetails: detail, getNewFindCommentList: comments },
    });
    await user.click(await screen.findByRole('button', { name: /点赞/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/userLogin?redirect=%2Farticle%2FarticleDetail%3Fid%3D5',
    );
    expect(page.callsOf('addDocumentFavor')).toHaveLength(0);
  });

  it('lets a logged-in user like and collect, showing the counts the server returns', async () => {
    const user = userEvent.setup();
    const page = renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      loggedIn: true,
      stubs: {
        getFindDocumentDetails: detail,
        getNewFindCommentList: comments,
        addDocumentFavor: { favored: true, favorCount: 13 },
        addGoodsCollect: { collected: true },
      },
    });
    await user.click(await screen.findByRole('button', { name: '点赞 12' }));
    expect(await screen.findByRole('button', { name: '已赞 13' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeInTheDocument();
    expect(page.callsOf('addDocumentFavor')).toEqual([{ documentId: '5', favor: '1' }]);
    expect(page.callsOf('addGoodsCollect')).toEqual([
      { targetId: '5', targetType: 'document', collect: '1' },
    ]);
  });

  it('lets a logged-in user comment, with Chinese validation first', async () => {
    const user = userEvent.setup();
    let list = comments;
    const page = renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      loggedIn: true,
      stubs: {
        getFindDocumentDetails: detail,
        getNewFindCommentList: () => list,
        newAddComment: (input) => {
          list = pageOf([comment(3, { content: String(input.content) }), ...comments.list]);
          return comment(3, { content: String(input.content) });
        },
      },
    });
    await screen.findByText('很实用');
    await user.click(screen.getByRole('button', { name: '发表评论' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写评论内容');
    await user.type(screen.getByLabelText('写下你的评论'), '<b>学到了</b>');
    await user.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByText('<b>学到了</b>')).toBeInTheDocument();
    expect(page.callsOf('newAddComment')).toEqual([
      { documentId: '5', content: '<b>学到了</b>', parentId: '0', replyUid: '0' },
    ]);
  });

  it('replies to a comment with its parent and the user replied to', async () => {
    const user = userEvent.setup();
    const page = renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      loggedIn: true,
      stubs: { getFindDocumentDetails: detail, getNewFindCommentList: comments, newAddComment: comment(4) },
    });
    await user.click(await screen.findByRole('button', { name: '回复' }));
    const field = screen.getByLabelText('回复 用户201');
    await user.type(field, '谢谢分享');
    await user.click(within(field.closest('form')!).getByRole('button', { name: '回复' }));
    await screen.findByText((_, el) => el?.getAttribute('aria-expanded') === 'false');
    expect(page.callsOf('newAddComment')).toEqual([
      { documentId: '5', content: '谢谢分享', parentId: '1', replyUid: '201' },
    ]);
  });

  it('tells a visitor to log in to comment', async () => {
    renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      stubs: { getFindDocumentDetails: detail, getNewFindCommentList: pageOf([]) },
    });
    expect(await screen.findByText('暂无评论')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/userLogin?redirect=%2Farticle%2FarticleDetail%3Fid%3D5',
    );
    expect(screen.queryByLabelText('写下你的评论')).toBeNull();
  });

  it('puts a community post under 发现 in the breadcrumb', async () => {
    renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=6',
      stubs: {
        getFindDocumentDetails: documentDetail(6, { kind: 'post', title: '我的早餐' }),
        getNewFindCommentList: pageOf([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '我的早餐' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(trail).getByRole('link', { name: '发现' })).toHaveAttribute('href', '/find');
    expect(within(trail).getByText('帖子详情')).toBeInTheDocument();
  });

  it('says a deleted article is gone, with a way back', async () => {
    renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=404',
      stubs: { getFindDocumentDetails: refuse('内容不存在或已删除') },
    });
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回文章专题' })).toHaveAttribute('href', '/article');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it("opens the author's and every commenter's page (/heHomePage?uid=) with a click", async () => {
    const user = userEvent.setup();
    renderPage(<ArticleDetailPage />, {
      url: '/article/articleDetail?id=5',
      stubs: { getFindDocumentDetails: detail, getNewFindCommentList: comments },
    });
    await screen.findByText('很实用');
    const authorLinks = screen.getAllByRole('link', { name: /穿搭小能手/ });
    expect(authorLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of authorLinks) expect(link).toHaveAttribute('href', '/heHomePage?uid=9');
    // 用户201 wrote the comment and is the one 小红 replied to.
    const commenter = screen.getAllByRole('link', { name: '用户201' });
    expect(commenter).toHaveLength(2);
    for (const link of commenter) expect(link).toHaveAttribute('href', '/heHomePage?uid=201');
    expect(screen.getByRole('link', { name: '小红' })).toHaveAttribute('href', '/heHomePage?uid=10');
    await user.click(screen.getAllByRole('link', { name: '用户201' })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/heHomePage?uid=201');
  });
});
