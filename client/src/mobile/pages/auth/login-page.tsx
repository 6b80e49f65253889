// /m/login: two ways in, 密码登录 and 验证码登录 (an SMS code sent for login), each its own form; after
// either the page goes back to `redirect` (only a page of the mobile shop; anything else goes home).
// Already logged in, the page moves on at once. The reset page hands its mobile over (location
// state) so it need not be typed again.
import { DEMO_ACCOUNT } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin, type LoginCredentials } from '../../../core/account/sign-in-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { redirectTarget } from '../../ui/login-redirect/login-redirect';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { showToast } from '../../ui/toast/toast-bus';
import auth from './auth.module.css';
import { CodeLoginForm } from './code-login-form';
import { keepRedirect } from './keep-redirect';
import { PasswordLoginForm } from './password-login-form';

type LoginWay = 'password' | 'code';

const WAYS: ReadonlyArray<{ way: LoginWay; label: string }> = [
  { way: 'password', label: '密码登录' },
  { way: 'code', label: '验证码登录' },
];

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = redirectTarget(redirect);
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [way, setWay] = useState<LoginWay>('password');
  const handedMobile = (location.state as { mobile?: unknown } | null)?.mobile;
  const mobile = typeof handedMobile === 'string' ? handedMobile : '';
  const login = useLogin();

  const logIn = async (credentials: LoginCredentials) => {
    await login.mutateAsync(credentials);
    showToast('登录成功');
    await navigate(target, { replace: true });
  };

  if (loggedIn && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  const Form = way === 'password' ? PasswordLoginForm : CodeLoginForm;
  return (
    <PageLayout title="登录">
      <p className={auth.lead}>欢迎回到多么商城</p>
      <div className={auth.tabs} role="tablist" aria-label="登录方式">
        {WAYS.map((w) => (
          <button
            key={w.way}
            type="button"
            role="tab"
            id={`login-tab-${w.way}`}
            aria-selected={way === w.way}
            aria-controls="login-panel"
            className={auth.tab}
            onClick={() => setWay(w.way)}
          >
            {w.label}
          </button>
        ))}
      </div>
      <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${way}`}>
        <Form key={way} mobile={mobile} pending={login.isPending} logIn={logIn} />
      </div>
      <nav className={auth.links} aria-label="其他操作">
        <Link to={keepRedirect('/password-reset', redirect)}>忘记密码？</Link>
        <Link to={keepRedirect('/register', redirect)}>没有账号？立即注册</Link>
      </nav>
      {way === 'password' && (
        <p className={auth.demo}>
          演示账号：{DEMO_ACCOUNT.mobile} / 密码 {DEMO_ACCOUNT.password}
        </p>
      )}
    </PageLayout>
  );
}
