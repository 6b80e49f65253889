// /m/login: 手机号 + 密码 with the shop's validators and Chinese messages, then back to `redirect`
// (only a page of the mobile shop; anything else goes home). Already logged in, the page moves on at
// once. The reset page hands its mobile over (location state) so it need not be typed again.
import { DEMO_ACCOUNT, validatePassword } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '../../../core/account/sign-in-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { redirectTarget } from '../../ui/login-redirect/login-redirect';
import { FormMessage } from '../../ui/form/form-message';
import { formFailure, type FormFailure } from '../../ui/form/form-failure';
import styles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { showToast } from '../../ui/toast/toast-bus';
import auth from './auth.module.css';
import { keepRedirect } from './keep-redirect';
import { MobileTextField } from './mobile-text-field';

interface LoginForm {
  mobile: string;
  password: string;
}

const FIELDS = ['mobile', 'password'] as const;

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = redirectTarget(redirect);
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const handedMobile = (location.state as { mobile?: unknown } | null)?.mobile;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({
    defaultValues: { mobile: typeof handedMobile === 'string' ? handedMobile : '', password: '' },
  });
  const login = useLogin();

  const submit = handleSubmit(async (values) => {
    if (login.isPending) return;
    setFailure(null);
    try {
      await login.mutateAsync(values);
      showToast('登录成功');
      await navigate(target, { replace: true });
    } catch (error) {
      setFailure(formFailure(error, FIELDS, setError));
    }
  });

  if (loggedIn && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  return (
    <PageLayout title="登录">
      <p className={auth.lead}>欢迎回到多么商城</p>
      <form onSubmit={submit} noValidate aria-label="登录表单">
        <div className={styles.card}>
          <MobileTextField register={register} errors={errors} />
          <TextField
            label="密码"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={20}
            placeholder="请输入密码"
            error={errors.password?.message}
            addon={
              <button
                type="button"
                className={styles.plainButton}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                显示
              </button>
            }
            {...register('password', { validate: (v) => validatePassword(v) ?? true })}
          />
        </div>
        <FormMessage
          message={failure?.message ?? null}
          onRetry={failure?.retryable ? () => void submit() : undefined}
        />
        <SubmitButton pending={login.isPending} pendingText="登录中...">
          登录
        </SubmitButton>
      </form>
      <nav className={auth.links} aria-label="其他操作">
        <Link to={keepRedirect('/password-reset', redirect)}>忘记密码？</Link>
        <Link to={keepRedirect('/register', redirect)}>没有账号？立即注册</Link>
      </nav>
      <p className={auth.demo}>
        演示账号：{DEMO_ACCOUNT.mobile} / 密码 {DEMO_ACCOUNT.password}
      </p>
    </PageLayout>
  );
}
