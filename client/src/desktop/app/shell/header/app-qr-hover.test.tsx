import { fireEvent, screen, waitFor } from '@testing-library/react';
import { logInAsTestUser, mockApi, refuse, renderPage, resetHarness } from '../../../../test/harness';
import { AppQrHover } from './app-qr-hover';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetHarness();
});

const panelValue = () =>
  screen.getByRole('dialog', { name: '下载多么商城APP' }).getAttribute('data-qr-value') ?? '';

describe('header 手机APP QR', () => {
  it('encodes a temp token for a logged-in user so the phone continues the session', async () => {
    api = mockApi({ getUserTempToken: { token: 'tmp-token-abcdef0123456789', expiresIn: 300 } });
    logInAsTestUser();
    renderPage(<AppQrHover />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '手机APP，显示下载二维码' }).parentElement!);
    await waitFor(() => expect(panelValue()).toContain('t=tmp-token-abcdef0123456789'));
    expect(screen.getByText('扫码在手机上继续登录状态')).toBeInTheDocument();
    expect(api.callsOf('getUserTempToken')).toHaveLength(1);
  });

  it('gives visitors the plain URL without asking for a token', () => {
    api = mockApi({});
    renderPage(<AppQrHover />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '手机APP，显示下载二维码' }).parentElement!);
    expect(panelValue()).toMatch(/\/m\?from=pc-header$/);
    expect(api.callsOf('getUserTempToken')).toHaveLength(0);
  });

  it('opens the mobile page of the product being looked at', () => {
    api = mockApi({});
    renderPage(<AppQrHover />, '/Goods?id=1001');
    fireEvent.mouseEnter(screen.getByRole('button', { name: '手机APP，显示下载二维码' }).parentElement!);
    expect(panelValue()).toMatch(/\/m\/goods\/1001\?from=pc-header$/);
  });

  it('falls back to the plain URL silently when the token call fails', async () => {
    api = mockApi({ getUserTempToken: refuse('服务繁忙') });
    logInAsTestUser();
    renderPage(<AppQrHover />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '手机APP，显示下载二维码' }).parentElement!);
    await waitFor(() => expect(api.callsOf('getUserTempToken')).toHaveLength(1));
    expect(panelValue()).not.toContain('t=');
    expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument();
  });
});
