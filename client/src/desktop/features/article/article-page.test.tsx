import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { documentCard, pageOf } from '../../../test/content-fixtures';
import ArticlePage from './article-page';

afterEach(resetHarness);

const nav = {
  goodsNav: [],
  articleNav: [
    { id: 1, title: '好物推荐' },
    { id: 2, title: '居家生活' },
  ],
};
const articles = (input: Record<string, unknown>) => ({
  ...pageOf(
    input.categoryId === '2'
      ? [documentCard(21, { title: '收纳的十个妙招' })]
      : [documentCard(11, { title: '秋冬护肤指南' })],
    25,
  ),
  categories: nav.articleNav,
});

describe('article topics page', () => {
  it('shows the articles of the category in ?id with the article categories as tabs', async () => {
    const page = renderPage(<ArticlePage />, {
      url: '/article?id=2',
      stubs: { getNewCategoryList: nav, getDocumentHomeList: articles, getPostRemendList: pageOf([]) },
    });
    expect(await screen.findByRole('link', { name: '收纳的十个妙招' })).toHaveAttribute(
      'href',
      '/article/articleDetail?id=21',
    );
    const tabs = within(await screen.findByRole('tablist', { name: '文章分类' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['全部文章', '好物推荐', '居家生活']);
    expect(screen.getByRole('tab', { name: '居家生活' })).toHaveAttribute('aria-selected', 'true');
    expect(page.callsOf('getDocumentHomeList')[0]).toEqual({ pageNum: '1', pageSize: '10', categoryId: '2' });
    expect(document.title).toBe('居家生活 - 文章专题 - 多么商城');
  });

  it('switches category and pages through the list', async () => {
    const user = userEvent.setup();
    const page = renderPage(<ArticlePage />, {
      url: '/article',
      stubs: { getNewCategoryList: nav, getDocumentHomeList: articles, getPostRemendList: pageOf([]) },
    });
    expect(await screen.findByText('秋冬护肤指南')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: '居家生活' }));
    expect(await screen.findByText('收纳的十个妙招')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(page.callsOf('getDocumentHomeList').at(-1)).toEqual({
      pageNum: '2',
      pageSize: '10',
      categoryId: '2',
    });
  });

  it('says a category has no articles', async () => {
    renderPage(<ArticlePage />, {
      url: '/article?id=1',
      stubs: {
        getNewCategoryList: nav,
        getDocumentHomeList: { ...pageOf([]), categories: [] },
        getPostRemendList: pageOf([]),
      },
    });
    expect(await screen.findByText('该分类暂无文章')).toBeInTheDocument();
  });

  it('offers 重新加载 when the articles fail to load', async () => {
    renderPage(<ArticlePage />, {
      url: '/article',
      stubs: { getNewCategoryList: nav, getDocumentHomeList: NETWORK_DOWN, getPostRemendList: pageOf([]) },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
