import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { documentCard, pageOf } from '../../../test/content-fixtures';
import StudyPage from './study-page';

afterEach(resetHarness);

describe('study page', () => {
  it('lists study notes and, on the second tab, 生活研究所 articles opening their own detail', async () => {
    const user = userEvent.setup();
    const page = renderPage(<StudyPage />, {
      url: '/study',
      stubs: {
        getPostRemendList: pageOf([documentCard(31, { kind: 'study', title: '如何挑选空气炸锅' })]),
        getLifeDocumentList: pageOf([documentCard(41, { kind: 'life', title: '厨房油污实验' })]),
      },
    });
    expect(await screen.findByRole('link', { name: '如何挑选空气炸锅' })).toHaveAttribute(
      'href',
      '/article/studyDetail?id=31',
    );
    expect(page.callsOf('getPostRemendList')[0]).toMatchObject({ kind: 'study' });
    await user.click(screen.getByRole('tab', { name: '生活研究所' }));
    expect(await screen.findByRole('link', { name: '厨房油污实验' })).toHaveAttribute(
      'href',
      '/article/studyDetail?id=41&source=life',
    );
    expect(document.title).toBe('生活研究所 - 学堂 - 多么商城');
  });

  it('says when there is nothing to read', async () => {
    renderPage(<StudyPage />, { url: '/study?tab=life', stubs: { getLifeDocumentList: pageOf([]) } });
    expect(await screen.findByText('生活研究所暂无文章')).toBeInTheDocument();
  });

  it('offers 重新加载 when loading fails', async () => {
    renderPage(<StudyPage />, { url: '/study', stubs: { getPostRemendList: NETWORK_DOWN } });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
