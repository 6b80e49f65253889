import { screen } from '@testing-library/react';
import { NETWORK_DOWN, refuse, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard, pageOf } from '../../../test/content-fixtures';
import WelfareDetailsPage from './welfare-details-page';

afterEach(resetHarness);

const topic = (overdue: boolean) => ({
  topicId: 3,
  title: '家清好物福利',
  description: '限时福利价',
  picUrl: '/w3.svg',
  startTime: Date.UTC(2026, 10, 1),
  endTime: overdue ? Date.now() - 1000 : Date.now() + 3_600_000,
  goodsCount: 2,
  overdue,
});

describe('welfare topic page', () => {
  it('shows the topic, its time left and its goods', async () => {
    const page = renderPage(<WelfareDetailsPage />, {
      url: '/welfareDetails?id=3',
      stubs: { getTopicGoodsPush: { ...pageOf([goodsCard(1), goodsCard(2)]), topic: topic(false) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '家清好物福利' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('测试商品2')).toBeInTheDocument();
    expect(page.callsOf('getTopicGoodsPush')).toEqual([{ topicId: '3', pageNum: '1', pageSize: '10' }]);
    expect(document.title).toBe('家清好物福利 - 多么商城');
  });

  it('says an ended topic has ended and has no goods left', async () => {
    renderPage(<WelfareDetailsPage />, {
      url: '/welfareDetails?id=3',
      stubs: { getTopicGoodsPush: { ...pageOf([]), topic: topic(true) } },
    });
    expect(await screen.findByText('本期福利已结束')).toBeInTheDocument();
    expect(screen.getByText('本期福利暂无商品')).toBeInTheDocument();
  });

  it('says an unknown topic does not exist, with a way back to 福利社', async () => {
    renderPage(<WelfareDetailsPage />, {
      url: '/welfareDetails?id=77',
      stubs: { getTopicGoodsPush: refuse('福利专题不存在') },
    });
    expect(await screen.findByText('福利专题不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回福利社' })).toHaveAttribute('href', '/welfareService');
  });

  it('offers 重新加载 when the network fails', async () => {
    renderPage(<WelfareDetailsPage />, {
      url: '/welfareDetails?id=3',
      stubs: { getTopicGoodsPush: NETWORK_DOWN },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
