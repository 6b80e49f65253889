import { screen } from '@testing-library/react';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { documentDetail, pageOf } from '../../../test/content-fixtures';
import StudyDetailPage from './study-detail-page';

afterEach(resetHarness);

describe('study detail page', () => {
  it('shows a study note from getFindDocumentDetails under the 学堂 breadcrumb', async () => {
    const page = renderPage(<StudyDetailPage />, {
      url: '/article/studyDetail?id=31',
      stubs: {
        getFindDocumentDetails: documentDetail(31, { kind: 'study', title: '如何挑选空气炸锅' }),
        getNewFindCommentList: pageOf([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '如何挑选空气炸锅' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '学堂' })).toHaveAttribute('href', '/study');
    expect(page.callsOf('getLifeDocumentDetails')).toHaveLength(0);
  });

  it('shows a 生活研究所 article from getLifeDocumentDetails when source=life', async () => {
    const page = renderPage(<StudyDetailPage />, {
      url: '/article/studyDetail?id=41&source=life',
      stubs: {
        getLifeDocumentDetails: documentDetail(41, { kind: 'life', title: '厨房油污实验' }),
        getNewFindCommentList: pageOf([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '厨房油污实验' })).toBeInTheDocument();
    expect(page.callsOf('getLifeDocumentDetails')).toEqual([{ documentId: '41' }]);
    expect(screen.getByRole('link', { name: '生活研究所' })).toHaveAttribute('href', '/study?tab=life');
  });

  it('says the link is broken without an id, and offers 重新加载 on failure', async () => {
    renderPage(<StudyDetailPage />, { url: '/article/studyDetail' });
    expect(screen.getByText('未找到该内容')).toBeInTheDocument();
  });

  it('offers 重新加载 when the note fails to load', async () => {
    renderPage(<StudyDetailPage />, {
      url: '/article/studyDetail?id=31',
      stubs: { getFindDocumentDetails: NETWORK_DOWN },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
