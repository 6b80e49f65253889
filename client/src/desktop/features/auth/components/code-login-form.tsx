// 验证码登录 on /userLogin: 手机号 (a registered one, checked before a code is sent), 短信验证码 with
// the sign-up page's 获取验证码, then the login through core's useLogin. A wrong or expired code (a
// refusal) is said at the code field, an unknown mobile at the mobile field.
import { CODE_BUSINESS_REFUSED, MOBILE_UNKNOWN_MESSAGE } from '@storefront/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginCredentials } from '../../../../core/account/sign-in-mutations';
import { useSmsCodeStep } from '../../../../core/account/use-sms-code-step';
import { errorMessage, isApiError } from '../../../../core/api/errors';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../auth.module.css';
import { MobileInput, mobileRules, SmsCodeInput, smsCodeRules } from './auth-input';
import { AuthSubmit } from './auth-submit';

interface CodeLoginValues {
  mobile: string;
  code: string;
}

const FIELDS = ['mobile', 'code'] as const;

/** `logIn` logs in and moves on; it rejects with the call's error. */
export function CodeLoginForm({ logIn }: { logIn: (credentials: LoginCredentials) => Promise<void> }) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<CodeLoginValues>({ defaultValues: { mobile: '', code: '' } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const sms = useSmsCodeStep(form, 'login', 'registered', (sent) => showToast(sent.notice, 'success'));

  const onSubmit = useSingleFlight(async (values: CodeLoginValues) => {
    setFormMessage(null);
    try {
      await logIn(values);
    } catch (error) {
      if (isApiError(error) && error.code === CODE_BUSINESS_REFUSED) {
        const field = error.msg === MOBILE_UNKNOWN_MESSAGE ? 'mobile' : 'code';
        setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else setFormMessage(applySubmitError(error, FIELDS, setError));
    }
  });

  return (
    <form className={styles.stack} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="验证码登录表单">
      <MobileInput
        id="code-login-mobile"
        error={errors.mobile?.message}
        autoComplete="username"
        placeholder="请输入11位手机号"
        {...register('mobile', mobileRules)}
      />
      <SmsCodeInput
        id="code-login-code"
        error={errors.code?.message}
        notice={sms.notice}
        send={sms.send}
        canSend={sms.canSend}
        {...register('code', smsCodeRules)}
      />
      <AuthSubmit message={formMessage} pending={isSubmitting} pendingText="登录中...">
        登录
      </AuthSubmit>
    </form>
  );
}
