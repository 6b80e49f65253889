import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '../../../core/state/store';
import { userInfoAtom } from '../../../core/state/session';
import {
  invalid,
  logInAsTestUser,
  mockApi,
  OkWithMessage,
  refuse,
  renderPage,
  resetHarness,
  TEST_USER,
} from '../../../test/harness';
import AccountPage from './account-page';
import UserInfoPage from './user-info-page';

const me = {
  uid: 7,
  nickname: '测试用户',
  avatarUrl: '/media/avatar/7.svg',
  mobile: '13800138000',
  gender: 0,
  birthday: null,
  signature: '',
  realNameVerified: false,
  integral: 120,
  fansCount: 3,
  followCount: 4,
  postCount: 5,
  followed: false,
  isSelf: true,
  orderCounts: { waitPay: 1, waitDelivery: 0, waitTakeDelivery: 2, waitEvaluate: 0, afterSale: 0 },
};

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

describe('/UserInfo', () => {
  it('validates the nickname, saves the profile and updates the stored nickname', async () => {
    api = mockApi({
      getPersonalData: me,
      getMyInterest: [],
      updatePersonalData: (input) => ({ ...me, nickname: input.nickname }),
    });
    const user = userEvent.setup();
    renderPage(<UserInfoPage />, '/UserInfo');
    const nickname = await screen.findByLabelText('昵称');
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('请填写昵称')).toBeInTheDocument();
    await user.type(nickname, '新昵称');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(appStore.get(userInfoAtom)?.nickname).toBe('新昵称'));
    expect(api.callsOf('updatePersonalData')[0]).toMatchObject({
      nickname: '新昵称',
      gender: '0',
      signature: '',
    });
  });

  it('shows the server 03 error at the field and keeps the text', async () => {
    api = mockApi({
      getPersonalData: me,
      getMyInterest: [],
      updatePersonalData: invalid({ signature: '个性签名不能超过60个字' }),
    });
    const user = userEvent.setup();
    renderPage(<UserInfoPage />, '/UserInfo');
    await user.type(await screen.findByLabelText('个性签名'), '你好');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('个性签名不能超过60个字')).toBeInTheDocument();
    expect(screen.getByLabelText('个性签名')).toHaveValue('你好');
  });

  it('checks the avatar file before uploading and shows the server refusal', async () => {
    api = mockApi({
      getPersonalData: me,
      getMyInterest: [],
      webUpload: refuse('图片内容与格式不符，请上传真实图片'),
    });
    renderPage(<UserInfoPage />, '/UserInfo');
    const input = await screen.findByLabelText('更换头像');
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('仅支持 JPG、PNG、GIF、WebP 格式的图片')).toBeInTheDocument();
    expect(api.callsOf('webUpload')).toHaveLength(0);
    await userEvent.upload(input, new File(['fake'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('图片内容与格式不符，请上传真实图片')).toBeInTheDocument();
  });

  it('uploads a new avatar and saves it as the profile picture', async () => {
    let current = me;
    api = mockApi({
      getPersonalData: () => current,
      getMyInterest: [],
      webUpload: { url: '/media/uploads/a.png', size: 4, mimeType: 'image/png' },
      updatePersonalData: (input) => (current = { ...me, avatarUrl: input.avatarUrl }),
    });
    renderPage(<UserInfoPage />, '/UserInfo');
    await userEvent.upload(
      await screen.findByLabelText('更换头像'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(api.callsOf('updatePersonalData')[0]).toEqual({ avatarUrl: '/media/uploads/a.png' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '测试用户的头像' })).toHaveAttribute(
        'src',
        '/media/uploads/a.png',
      ),
    );
  });

  it('saves the chosen interests', async () => {
    api = mockApi({
      getPersonalData: me,
      getMyInterest: [
        { id: 1, name: '咖啡', selected: true },
        { id: 2, name: '茶饮', selected: false },
      ],
      deitMemberInterest: (input) => [
        { id: 1, name: '咖啡', selected: false },
        { id: 2, name: '茶饮', selected: (input.interestIds ?? []).includes('2') },
      ],
    });
    renderPage(<UserInfoPage />, '/UserInfo');
    await userEvent.click(await screen.findByRole('button', { name: '咖啡' }));
    await userEvent.click(screen.getByRole('button', { name: '茶饮' }));
    await userEvent.click(screen.getByRole('button', { name: '保存兴趣' }));
    await waitFor(() => expect(api.callsOf('deitMemberInterest')[0]).toEqual({ interestIds: ['2'] }));
  });
});

describe('/account', () => {
  it('validates the password change and shows the 02 refusal', async () => {
    api = mockApi({ getPersonalData: me, updatePassword: refuse('原密码不正确') });
    const user = userEvent.setup();
    renderPage(<AccountPage />, '/account');
    const form = screen.getByRole('form', { name: '修改密码' });
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('请输入原密码')).toBeInTheDocument();
    expect(within(form).getByText('请输入新密码')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('原密码'), 'demo1234');
    await user.type(within(form).getByLabelText('新密码'), 'abcdefg');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText(/须同时包含字母和数字/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('新密码'));
    await user.type(within(form).getByLabelText('新密码'), 'abc12345');
    await user.type(within(form).getByLabelText('确认新密码'), 'abc12345');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('原密码不正确')).toBeInTheDocument();
    expect(within(form).getByLabelText('新密码')).toHaveValue('abc12345');
  });

  it('changes the mobile with an SMS code and stores the new number', async () => {
    api = mockApi({
      getPersonalData: me,
      appSendSMS: new OkWithMessage(
        { mobile: '13900001111', expiresIn: 300, resendIn: 60 },
        '验证码已发送（演示环境）：246810',
      ),
      updateMobile: { ...TEST_USER.userInfo, mobile: '13900001111' },
    });
    const user = userEvent.setup();
    renderPage(<AccountPage />, '/account');
    const form = screen.getByRole('form', { name: '更换手机号' });
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('请输入手机号')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('新手机号'), '13800138000');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(within(form).getByText('新手机号不能与当前手机号相同')).toBeInTheDocument());
    await user.clear(within(form).getByLabelText('新手机号'));
    await user.type(within(form).getByLabelText('新手机号'), '13900001111');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('验证码已发送（演示环境）：246810')).toBeInTheDocument();
    expect(api.callsOf('appSendSMS')[0]).toEqual({ mobile: '13900001111', scene: 'updateMobile' });
    await user.type(within(form).getByLabelText('短信验证码'), '246810');
    await user.click(within(form).getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(appStore.get(userInfoAtom)?.mobile).toBe('13900001111'));
  });

  it('validates the real name and the ID number', async () => {
    api = mockApi({
      getPersonalData: me,
      updateIdcardAndRealName: { realNameVerified: true, maskedIdCard: '3101**********1234' },
    });
    const user = userEvent.setup();
    renderPage(<AccountPage />, '/account');
    const form = screen.getByRole('form', { name: '实名认证' });
    await user.type(within(form).getByLabelText('真实姓名'), 'Tom');
    await user.type(within(form).getByLabelText('身份证号'), '12345');
    await user.click(within(form).getByRole('button', { name: '提交认证' }));
    expect(await within(form).findByText('请填写真实姓名（2-20个汉字）')).toBeInTheDocument();
    expect(within(form).getByText('请填写正确的18位身份证号')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('真实姓名'));
    await user.type(within(form).getByLabelText('真实姓名'), '张三');
    await user.clear(within(form).getByLabelText('身份证号'));
    await user.type(within(form).getByLabelText('身份证号'), '31010119900307123x');
    await act(async () => user.click(within(form).getByRole('button', { name: '提交认证' })));
    expect(await screen.findByText('✓ 已完成实名认证')).toBeInTheDocument();
    expect(api.callsOf('updateIdcardAndRealName')[0]).toEqual({
      realName: '张三',
      idCard: '31010119900307123X',
    });
  });
});
