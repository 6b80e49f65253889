// /m/settings: 修改密码 checks the rule before asking, 更换手机号 sends the code for updateMobile and
// keeps the new number, 退出登录 ends the session.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { isLoggedIn, userInfoAtom } from '../../../../core/state/session';
import { appStore } from '../../../../core/state/store';
import {
  currentLocation,
  OkWithMessage,
  renderPage,
  resetHarness,
  TEST_USER,
} from '../../../../test/harness';
import SettingsPage from './settings-page';

afterEach(resetHarness);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('mobile 设置 page', () => {
  it('changes the password once the new one fits the rule and is repeated', async () => {
    const view = renderPage(SettingsPage, {
      url: '/settings?form=password',
      path: '/settings',
      loggedIn: true,
      stubs: { updatePassword: null },
    });
    type('原密码', 'demo1234');
    type('新密码', 'short');
    type('确认密码', 'short');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(/6-20位|6到20位|至少/)).toBeInTheDocument();
    type('新密码', 'demo5678');
    type('确认密码', 'demo5679');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    type('确认密码', 'demo5678');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(currentLocation()).toBe('/settings'));
    expect(view.callsOf('updatePassword')).toEqual([{ oldPassword: 'demo1234', newPassword: 'demo5678' }]);
  });

  it('changes the mobile with the code sent for updateMobile', async () => {
    const view = renderPage(SettingsPage, {
      url: '/settings?form=mobile',
      path: '/settings',
      loggedIn: true,
      stubs: {
        appSendSMS: new OkWithMessage({ resendIn: 60 }, '验证码已发送（演示环境）：123456'),
        updateMobile: { ...TEST_USER.userInfo, mobile: '13900139000' },
      },
    });
    type('新手机号', '13900139000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送（演示环境）：123456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60秒后重发' })).toBeDisabled();
    expect(view.callsOf('appSendSMS')).toEqual([{ mobile: '13900139000', scene: 'updateMobile' }]);
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(currentLocation()).toBe('/settings'));
    expect(view.callsOf('updateMobile')).toEqual([{ mobile: '13900139000', code: '123456' }]);
    expect(appStore.get(userInfoAtom)?.mobile).toBe('13900139000');
  });

  it('logs out from the list', async () => {
    renderPage(SettingsPage, { url: '/settings', loggedIn: true, stubs: {} });
    expect(screen.getByText(/手机版 v\d/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(isLoggedIn()).toBe(false);
  });
});
