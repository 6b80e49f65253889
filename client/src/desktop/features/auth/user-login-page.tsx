// /userLogin (see docs/product-rules.md): mobile + password, or (tab 验证码登录) mobile + an SMS code
// sent for login. A success stores the session and goes to the
// `redirect` query (the page that sent the user here) or /home. Visiting while logged in is sent to
// /home by the route guard, so this page only ever meets visitors.
import { DEMO_ACCOUNT, SIGN_UP_PATH, validatePassword } from '@storefront/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PageHandle } from '../../ui/page-handle/page-handle';
import { hadTokenFailure } from '../../../core/state/session-flags';
import { applySubmitError } from '../../ui/form/server-errors';
import { useSingleFlight } from '../../ui/form/use-single-flight';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './auth.module.css';
import { AuthInput, MobileInput, mobileRules } from './components/auth-input';
import { AuthSubmit } from './components/auth-submit';
import { PasswordResetDialog } from './components/password-reset-dialog';
import { keepRedirect, safeRedirect } from './safe-redirect';
import { useLogin, type LoginCredentials } from '../../../core/account/sign-in-mutations';
import { TabBar, tabPanelProps } from '../../ui/tab-bar/tab-bar';
import { CodeLoginForm } from './components/code-login-form';

export const handle: PageHandle = { layout: 'minimal' };

interface LoginForm {
  mobile: string;
  password: string;
}

const FIELDS = ['mobile', 'password'] as const;

type LoginWay = 'password' | 'code';
const WAYS = [
  { key: 'password', label: '密码登录' },
  { key: 'code', label: '验证码登录' },
] as const;

/** The card's heading, and the note when the last session ended by a token failure. */
function LoginHeading({ tokenFailed }: { tokenFailed: boolean }) {
  return (
    <>
      <h1 id="login-title" className={styles.title}>
        账号登录
      </h1>
      <p className={styles.subtitle}>欢迎回到多么商城</p>
      {tokenFailed && <p className={styles.tokenNote}>登录状态已失效，请重新登录</p>}
    </>
  );
}

/** Below the form: 忘记密码, the way to sign up (keeping the redirect) and the demo account. */
function LoginLinks({ redirect, onForgot }: { redirect: string | null; onForgot: () => void }) {
  return (
    <>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          忘记密码？
        </button>
        <Link to={keepRedirect(SIGN_UP_PATH, redirect)}>没有账号？立即注册</Link>
      </div>
      <p className={styles.demo}>
        演示账号：{DEMO_ACCOUNT.mobile} / {DEMO_ACCOUNT.password}
      </p>
    </>
  );
}

/** Logs in with either credential, says so and goes back to `redirectTo`; rejects with the call's error. */
function useFinishLogin(redirectTo: string) {
  const navigate = useNavigate();
  const logIn = useLogin();
  return async (credentials: LoginCredentials) => {
    await logIn.mutateAsync(credentials);
    showToast('登录成功', 'success');
    await navigate(redirectTo, { replace: true });
  };
}

export default function UserLoginPage() {
  usePageTitle('登录');
  const [params] = useSearchParams();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [way, setWay] = useState<LoginWay>('password');
  const [tokenFailed] = useState(hadTokenFailure);
  const redirectTo = safeRedirect(params.get('redirect'));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { mobile: '', password: '' } });

  const finishLogin = useFinishLogin(redirectTo);
  const onSubmit = useSingleFlight(async (values: LoginForm) => {
    setFormMessage(null);
    try {
      await finishLogin(values);
    } catch (error) {
      setFormMessage(applySubmitError(error, FIELDS, setError));
    }
  });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <LoginHeading tokenFailed={tokenFailed} />
        <TabBar tabs={WAYS} active={way} onChange={setWay} label="登录方式" idPrefix="login" />
        <div className={styles.panel} {...tabPanelProps('login', way)}>
          {way === 'code' ? (
            <CodeLoginForm logIn={finishLogin} />
          ) : (
            <form className={styles.stack} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="登录表单">
              <MobileInput
                id="login-mobile"
                error={errors.mobile?.message}
                autoComplete="username"
                placeholder="请输入11位手机号"
                {...register('mobile', mobileRules)}
              />
              <AuthInput
                id="login-password"
                label="密码"
                error={errors.password?.message}
                type="password"
                autoComplete="current-password"
                maxLength={20}
                placeholder="请输入密码"
                {...register('password', { validate: (v) => validatePassword(v) ?? true })}
              />
              <AuthSubmit message={formMessage} pending={isSubmitting} pendingText="登录中...">
                登录
              </AuthSubmit>
            </form>
          )}
        </div>
        <LoginLinks redirect={params.get('redirect')} onForgot={() => setResetOpen(true)} />
      </section>
      <PasswordResetDialog
        open={resetOpen}
        initialMobile={getValues('mobile')}
        onClose={() => setResetOpen(false)}
        onDone={(mobile) => {
          setResetOpen(false);
          setValue('mobile', mobile);
          setValue('password', '');
          showToast('密码已重置，请使用新密码登录', 'success');
        }}
      />
    </div>
  );
}
