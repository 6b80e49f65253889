import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { pageOf } from '../../../test/content-fixtures';
import WelfareServicePage from './welfare-service-page';

afterEach(resetHarness);

const HOUR = 3_600_000;
const welfareTopic = (topicId: number, overdue = false) => ({
  topicId,
  title: `福利专题${topicId}`,
  description: `福利描述${topicId}`,
  picUrl: `/w${topicId}.svg`,
  startTime: Date.now() - 48 * HOUR,
  endTime: overdue ? Date.now() - HOUR : Date.now() + 30 * HOUR,
  goodsCount: 12,
  overdue,
});
const days = ['2026-11-20', '2026-11-21', '2026-11-22'].map((date, i) => ({
  date,
  signed: i < 2,
  points: 5 + i,
}));
const baseStubs = {
  getNewTopic: welfareTopic(1),
  getTopics: pageOf([welfareTopic(1), welfareTopic(2)]),
  getOverdueTopics: pageOf([welfareTopic(9, true)]),
};

describe('welfare page', () => {
  it('shows the newest topic with its countdown and the current topics', async () => {
    renderPage(<WelfareServicePage />, { url: '/welfareService', stubs: baseStubs });
    expect(await screen.findByRole('heading', { name: '福利专题1', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^距结束1天/);
    expect(screen.getByRole('link', { name: '查看12件福利好物' })).toHaveAttribute(
      'href',
      '/welfareDetails?id=1',
    );
    expect(await screen.findByRole('heading', { name: '福利专题2', level: 3 })).toBeInTheDocument();
    expect(document.title).toBe('福利社 - 多么商城');
  });

  it('lists past topics, marked 已结束, on the 往期福利 tab', async () => {
    const user = userEvent.setup();
    renderPage(<WelfareServicePage />, { url: '/welfareService', stubs: baseStubs });
    await user.click(screen.getByRole('tab', { name: '往期福利' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('福利专题9')).toBeInTheDocument();
    expect(within(panel).getByText('已结束')).toBeInTheDocument();
  });

  it('sends a visitor to log in to sign in', () => {
    const page = renderPage(<WelfareServicePage />, { url: '/welfareService', stubs: baseStubs });
    expect(screen.getByRole('link', { name: '登录后签到' })).toHaveAttribute(
      'href',
      '/userLogin?redirect=%2FwelfareService',
    );
    expect(page.callsOf('selectSignPageDetail')).toHaveLength(0);
  });

  it('lets a logged-in user sign in once a day', async () => {
    const user = userEvent.setup();
    const page = renderPage(<WelfareServicePage />, {
      url: '/welfareService',
      loggedIn: true,
      stubs: {
        ...baseStubs,
        selectSignPageDetail: { signedToday: false, continuousDays: 2, integral: 100, days },
        addOrUpdateSign: {
          signedToday: true,
          continuousDays: 3,
          integral: 107,
          days: days.map((d) => ({ ...d, signed: true })),
          gained: 7,
        },
      },
    });
    expect(await screen.findByText('100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即签到' }));
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(screen.getByText('107')).toBeInTheDocument();
    expect(page.callsOf('addOrUpdateSign')).toHaveLength(1);
  });

  it('shows empty states when there are no topics', async () => {
    renderPage(<WelfareServicePage />, {
      url: '/welfareService',
      stubs: { getNewTopic: null, getTopics: pageOf([]), getOverdueTopics: pageOf([]) },
    });
    expect(await screen.findByText('暂无最新福利')).toBeInTheDocument();
    expect(await screen.findByText('暂无进行中的福利')).toBeInTheDocument();
  });

  it('offers 重新加载 when the topics fail to load', async () => {
    renderPage(<WelfareServicePage />, {
      url: '/welfareService',
      stubs: { getNewTopic: NETWORK_DOWN, getTopics: NETWORK_DOWN },
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重新加载' })).toHaveLength(2));
    expect(screen.getByText('最新福利加载失败')).toBeInTheDocument();
  });
});
