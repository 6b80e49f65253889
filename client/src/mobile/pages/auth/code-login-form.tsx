// 验证码登录: 手机号 (a registered one: checked before a code is sent), 获取验证码 with the countdown
// the register page uses, the six-digit code, then the login. A wrong or expired code (a refusal)
// is said at the code field, an unknown mobile at the mobile field.
import { CODE_BUSINESS_REFUSED, MOBILE_UNKNOWN_MESSAGE } from '@storefront/contracts';
import { useForm } from 'react-hook-form';
import { useSmsCodeStep } from '../../../core/account/use-sms-code-step';
import { errorMessage, isApiError } from '../../../core/api/errors';
import styles from '../../ui/form/form.module.css';
import { FormFoot } from '../../ui/form/form-foot';
import { useFormSend } from '../../ui/form/use-form-send';
import { MobileTextField } from './mobile-text-field';
import type { LoginFormProps } from './password-login-form';
import { SmsCodeField } from '../../ui/form/sms-code-field';

interface CodeLoginValues {
  mobile: string;
  code: string;
}

const FIELDS = ['mobile', 'code'] as const;

export function CodeLoginForm({ mobile, pending, logIn }: LoginFormProps) {
  const form = useForm<CodeLoginValues>({ defaultValues: { mobile, code: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  const sms = useSmsCodeStep(form, 'login', 'registered');
  // A refused code or an unknown mobile is said at its field, not under the form.
  const placed = (error: unknown) => {
    if (!isApiError(error) || error.code !== CODE_BUSINESS_REFUSED) return false;
    const field = error.msg === MOBILE_UNKNOWN_MESSAGE ? 'mobile' : 'code';
    form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    return true;
  };
  const send = useFormSend(form, FIELDS, logIn, placed);

  return (
    <form onSubmit={send.submit} noValidate aria-label="验证码登录表单">
      <div className={styles.card}>
        <MobileTextField register={register} errors={errors} />
        <SmsCodeField register={register} errors={errors} sms={sms} />
      </div>
      <FormFoot send={send} pending={pending} pendingText="登录中...">
        登录
      </FormFoot>
    </form>
  );
}
