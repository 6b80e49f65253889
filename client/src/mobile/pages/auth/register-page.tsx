// /m/register: 手机号 (not yet registered: checkRegMobile), 短信验证码 (the demo shows the code in the
// send reply's msg, which appears under the field), 设置密码 twice, 昵称 (optional), the agreement,
// then registerS, which also logs the new user in; back to `redirect` as after a login.
import type { RegistrationFormValues } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSmsCodeStep } from '../../../core/account/use-sms-code-step';
import { isLoggedInAtom } from '../../../core/state/session';
import { FormMessage } from '../../ui/form/form-message';
import styles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { redirectTarget } from '../../ui/login-redirect/login-redirect';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { AgreementCheck } from './agreement-check';
import { AgreementSheet, type AgreementKind } from './agreement-sheet';
import auth from './auth.module.css';
import { keepRedirect } from './keep-redirect';
import { MobileTextField } from './mobile-text-field';
import { NewPasswordFields } from '../../ui/form/new-password-fields';
import { SmsCodeField } from '../../ui/form/sms-code-field';
import { useRegistration } from './use-registration';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [agreement, setAgreement] = useState<AgreementKind | null>(null);
  const form = useForm<RegistrationFormValues>({
    defaultValues: { mobile: '', code: '', password: '', confirm: '', nickname: '', agree: false },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  // A registered mobile is refused at the field, on blur and before a code is sent (registerS re-checks).
  const sms = useSmsCodeStep(form, 'register', 'unregistered');
  const registration = useRegistration(setError, redirect);
  const submit = handleSubmit(registration.submit);

  // Registering makes no sense while logged in: move on as the login page does.
  if (loggedIn && !registration.registering) return <Navigate to={redirectTarget(redirect)} replace />;
  return (
    <PageLayout title="注册">
      <p className={auth.lead}>注册多么商城账号</p>
      <form onSubmit={submit} noValidate aria-label="注册表单">
        <div className={styles.card}>
          <MobileTextField
            register={register}
            errors={errors}
            autoComplete="tel"
            onValidBlur={sms.mobileFits}
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
        <AgreementCheck register={register} error={errors.agree?.message} onRead={setAgreement} />
        <FormMessage
          message={registration.failure?.message ?? null}
          onRetry={registration.failure?.retryable ? () => void submit() : undefined}
        />
        <SubmitButton pending={registration.pending} pendingText="注册中...">
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
