import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import SignProtocolPage from './sign-protocol-page';

afterEach(resetHarness);

const agreement = (title: string, paragraphs: string[]) => ({
  type: 'x',
  title,
  updateTime: Date.UTC(2026, 0, 15, 4),
  paragraphs,
});

describe('sign protocol page', () => {
  it('shows the user agreement for type=register from getUserRegisterAgreement', async () => {
    const page = renderPage(<SignProtocolPage />, {
      url: '/signProtocol?type=register',
      stubs: {
        getUserRegisterAgreement: agreement('多么商城用户注册协议', ['第一条 总则', '第二条 账号注册']),
      },
    });
    expect(await screen.findByRole('heading', { name: '多么商城用户注册协议' })).toBeInTheDocument();
    expect(screen.getByText('第二条 账号注册')).toBeInTheDocument();
    expect(screen.getByText('更新日期：2026年1月15日')).toBeInTheDocument();
    expect(document.title).toBe('多么商城用户注册协议 - 多么商城');
    expect(page.calls.map((c) => c.name)).toEqual(['getUserRegisterAgreement']);
  });

  it('shows the privacy policy for type=privacy from getUserPolicySecret', async () => {
    const page = renderPage(<SignProtocolPage />, {
      url: '/signProtocol?type=privacy',
      stubs: { getUserPolicySecret: agreement('隐私政策', ['我们如何收集和使用您的个人信息']) },
    });
    expect(await screen.findByRole('heading', { name: '隐私政策' })).toBeInTheDocument();
    expect(page.calls.map((c) => c.name)).toEqual(['getUserPolicySecret']);
  });

  it('asks getAgreementDetails for the other known kinds', async () => {
    const page = renderPage(<SignProtocolPage />, {
      url: '/signProtocol?type=service',
      stubs: { getAgreementDetails: agreement('服务条款', ['服务内容']) },
    });
    expect(await screen.findByRole('heading', { name: '服务条款' })).toBeInTheDocument();
    expect(page.callsOf('getAgreementDetails')).toEqual([{ type: 'service' }]);
  });

  it('renders agreement text as text, never as HTML', async () => {
    renderPage(<SignProtocolPage />, {
      url: '/signProtocol?type=register',
      stubs: { getUserRegisterAgreement: agreement('协议', ['<img src=x onerror=alert(1)>条款']) },
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)>条款')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says clearly that an unknown type has no agreement, without calling anything', () => {
    const page = renderPage(<SignProtocolPage />, { url: '/signProtocol?type=nothing' });
    expect(screen.getByText('未找到该协议')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/signProtocol?type=register',
    );
    expect(page.calls).toHaveLength(0);
  });

  it('offers 重新加载 when the agreement fails to load, and shows it after a retry', async () => {
    let fail = true;
    renderPage(<SignProtocolPage />, {
      url: '/signProtocol?type=register',
      stubs: { getUserRegisterAgreement: () => (fail ? NETWORK_DOWN : agreement('用户协议', ['正文'])) },
    });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('正文')).toBeInTheDocument();
  });

  it('shows an empty state when the agreement has no text yet', async () => {
    renderPage(<SignProtocolPage />, {
      url: '/signProtocol?type=privacy',
      stubs: { getUserPolicySecret: agreement('隐私政策', []) },
    });
    expect(await screen.findByText('协议内容暂未发布')).toBeInTheDocument();
  });
});
