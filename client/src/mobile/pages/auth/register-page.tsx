// /m/register: 手机号 (not yet registered: checkRegMobile), 短信验证码 (the demo shows the code in the
// send reply's msg, which appears under the field), 设置密码 twice, 昵称 (optional), the agreement,
// then registerS, which also logs the new user in; back to `redirect` as after a login.
import {
  CODE_BUSINESS_REFUSED,
  REGISTRATION_FIELDS,
  validateMobile,
  type RegistrationFormValues,
} from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../core/api/errors';
import { useCheckSmsCode, useRegister } from '../../../core/account/sign-in-mutations';
import { useSmsCodeStep } from '../../../core/account/use-sms-code-step';
import { isLoggedInAtom } from '../../../core/state/session';
import { redirectTarget } from '../../ui/login-redirect/login-redirect';
import { FormMessage } from '../../ui/form/form-message';
import { formFailure, type FormFailure } from '../../ui/form/form-failure';
import styles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { showToast } from '../../ui/toast/toast-bus';
import { AgreementSheet, type AgreementKind } from './agreement-sheet';
import auth from './auth.module.css';
import { keepRedirect } from './keep-redirect';
import { mobileInputProps, mobileRules } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [agreement, setAgreement] = useState<AgreementKind | null>(null);
  const form = useForm<RegistrationFormValues>({
    defaultValues: { mobile: '', code: '', password: '', confirm: '', nickname: '', agree: false },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  // A registered mobile is refused at the field, on blur and before a code is sent (registerS re-checks).
  const sms = useSmsCodeStep(form, 'register', 'unregistered');
  const checkCode = useCheckSmsCode();
  const registration = useRegister();

  const submit = handleSubmit(async ({ mobile, code, password, nickname }) => {
    if (registration.isPending || checkCode.isPending) return;
    setFailure(null);
    try {
      // The code on its own first, so a wrong or expired one is reported at its field.
      await checkCode.mutateAsync({ mobile, code, scene: 'register' });
    } catch (error) {
      if (isApiError(error) && error.code === CODE_BUSINESS_REFUSED)
        setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else setFailure(formFailure(error, REGISTRATION_FIELDS, setError));
      return;
    }
    try {
      await registration.mutateAsync({ mobile, code, password, ...(nickname ? { nickname } : {}) });
      showToast('注册成功');
      await navigate(redirectTarget(redirect), { replace: true });
    } catch (error) {
      setFailure(formFailure(error, REGISTRATION_FIELDS, setError));
    }
  });

  const pending = registration.isPending || checkCode.isPending;
  // Registering makes no sense while logged in: move on as the login page does.
  if (loggedIn && !registration.isPending && !registration.isSuccess)
    return <Navigate to={redirectTarget(redirect)} replace />;
  const mobileField = register('mobile', mobileRules);
  return (
    <PageLayout title="注册">
      <p className={auth.lead}>注册多么商城账号</p>
      <form onSubmit={submit} noValidate aria-label="注册表单">
        <div className={styles.card}>
          <TextField
            {...mobileInputProps}
            autoComplete="tel"
            error={errors.mobile?.message}
            {...mobileField}
            onBlur={async (event) => {
              await mobileField.onBlur(event);
              const mobile = event.target.value.trim();
              if (!validateMobile(mobile)) await sms.mobileFits(mobile);
            }}
          />
          <SmsCodeField register={register} errors={errors} sms={sms} />
          <NewPasswordFields register={register} errors={errors} label="设置密码" />
          <TextField
            label="昵称"
            maxLength={20}
            placeholder="选填，不填则自动生成"
            error={errors.nickname?.message}
            {...register('nickname', {
              setValueAs: (v: string) => v.trim(),
              maxLength: { value: 20, message: '昵称不能超过20个字' },
            })}
          />
        </div>
        <div className={auth.agree}>
          <label className={auth.checkTarget}>
            <input
              id="register-agree"
              type="checkbox"
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? 'register-agree-error' : undefined}
              {...register('agree', { validate: (v) => v || '请阅读并同意用户注册协议和隐私政策' })}
            />
          </label>
          <span className={auth.agreeText}>
            <label htmlFor="register-agree" className={auth.agreeLabel}>
              我已阅读并同意
            </label>
            <button type="button" className={auth.docButton} onClick={() => setAgreement('register')}>
              《用户注册协议》
            </button>
            和
            <button type="button" className={auth.docButton} onClick={() => setAgreement('privacy')}>
              《隐私政策》
            </button>
          </span>
        </div>
        {errors.agree?.message && (
          <p id="register-agree-error" className={auth.agreeError} role="alert">
            {errors.agree.message}
          </p>
        )}
        <FormMessage
          message={failure?.message ?? null}
          onRetry={failure?.retryable ? () => void submit() : undefined}
        />
        <SubmitButton pending={pending} pendingText="注册中...">
          注册
        </SubmitButton>
      </form>
      <nav className={auth.links} aria-label="其他操作">
        <span />
        <Link to={keepRedirect('/login', redirect)}>已有账号？去登录</Link>
      </nav>
      <AgreementSheet kind={agreement} onClose={() => setAgreement(null)} />
    </PageLayout>
  );
}
