// /m/password-reset: 手机号 (must be registered), 短信验证码 (scene reset; the demo shows the code in the
// send reply's msg), the new password twice, then resetPasswordS. The mock ends every session of the
// account on a reset, so the user logs in afresh: the login page gets the mobile and `redirect`.
import { CODE_BUSINESS_REFUSED } from '@storefront/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../core/api/errors';
import { useResetPassword } from '../../../core/account/sign-in-mutations';
import { useSmsCodeStep } from '../../../core/account/use-sms-code-step';
import { FormMessage } from '../../ui/form/form-message';
import { formFailure, type FormFailure } from '../../ui/form/form-failure';
import styles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { showToast } from '../../ui/toast/toast-bus';
import auth from './auth.module.css';
import { keepRedirect } from './keep-redirect';
import { MobileTextField } from './mobile-text-field';
import { NewPasswordFields } from '../../ui/form/new-password-fields';
import { SmsCodeField } from '../../ui/form/sms-code-field';

interface ResetForm {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

const FIELDS = ['mobile', 'code', 'password'] as const;

export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useForm<ResetForm>({ defaultValues: { mobile: '', code: '', password: '', confirm: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  // Only a registered mobile gets a code (the reset re-checks).
  const sms = useSmsCodeStep(form, 'reset', 'registered');
  const reset = useResetPassword();

  const submit = handleSubmit(async ({ mobile, code, password }) => {
    if (reset.isPending) return;
    setFailure(null);
    try {
      await reset.mutateAsync({ mobile, code, password });
      showToast('密码已重置，请用新密码登录');
      await navigate(keepRedirect('/login', redirect), { replace: true, state: { mobile } });
    } catch (error) {
      // A wrong or expired code is the usual refusal: say it at the code.
      if (isApiError(error) && error.code === CODE_BUSINESS_REFUSED && /验证码/.test(error.msg))
        setError('code', { type: 'server', message: error.msg }, { shouldFocus: true });
      else setFailure(formFailure(error, FIELDS, setError));
    }
  });

  return (
    <PageLayout title="重置密码">
      <p className={auth.lead}>通过短信验证码重置密码</p>
      <form onSubmit={submit} noValidate aria-label="重置密码表单">
        <div className={styles.card}>
          <MobileTextField register={register} errors={errors} />
          <SmsCodeField register={register} errors={errors} sms={sms} />
          <NewPasswordFields register={register} errors={errors} label="新密码" />
        </div>
        <FormMessage
          message={failure?.message ?? null}
          onRetry={failure?.retryable ? () => void submit() : undefined}
        />
        <SubmitButton pending={reset.isPending} pendingText="提交中...">
          重置密码
        </SubmitButton>
      </form>
    </PageLayout>
  );
}
