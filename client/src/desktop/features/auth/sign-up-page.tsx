// /signUp (see docs/product-rules.md): mobile (checked with checkRegMobile), SMS code with a 60 s countdown, password
// rules in docs/product-rules.md, the agreement and privacy links, then registerS, which also logs the user in.
import {
  LOGIN_PATH,
  REGISTRATION_FIELDS,
  validateMobile,
  type RegistrationFormValues,
} from '@storefront/contracts';
import { useState } from 'react';
import { useForm, type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import type { PageHandle } from '../../ui/page-handle/page-handle';
import { FieldError } from '../../ui/form/form-field';
import { applySubmitError } from '../../ui/form/server-errors';
import { useSingleFlight } from '../../ui/form/use-single-flight';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { validateSmsCode } from '../../ui/sms-code-button/validate-sms-code';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './auth.module.css';
import { AuthInput, MobileInput, SmsCodeInput, smsCodeRules } from './components/auth-input';
import { AuthSubmit } from './components/auth-submit';
import { NewPasswordFields } from './components/new-password-fields';
import { keepRedirect, safeRedirect } from './safe-redirect';
import { useCheckSmsCode } from '../../../core/account/sign-in-mutations';
import { useRegister } from '../../../core/account/sign-in-mutations';
import { useSmsCodeStep } from '../../../core/account/use-sms-code-step';

export const handle: PageHandle = { layout: 'minimal' };

interface FieldProps {
  register: UseFormRegister<RegistrationFormValues>;
  error?: string;
}

/** 我已阅读并同意 the agreements, required to sign up. */
function AgreementField({ register, error }: FieldProps) {
  return (
    <div className={styles.row}>
      <label className={styles.agree} htmlFor="signup-agree">
        <input
          id="signup-agree"
          type="checkbox"
          {...register('agree', { validate: (v) => v || '请阅读并同意用户协议和隐私政策' })}
        />
        <span>
          我已阅读并同意
          <Link to="/signProtocol?type=register" target="_blank" rel="noopener">
            《用户注册协议》
          </Link>
          和
          <Link to="/signProtocol?type=privacy" target="_blank" rel="noopener">
            《隐私政策》
          </Link>
        </span>
      </label>
      <FieldError error={error} />
    </div>
  );
}

/** The code check (on its own, so a wrong code is reported on its field) and the sign-up itself. */
function useSignUp(setError: UseFormSetError<RegistrationFormValues>, redirect: string | null) {
  const navigate = useNavigate();
  const checkSmsCode = useCheckSmsCode();
  const signUp = useRegister();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // newCheckSMS (scene register) verifies without consuming the code; registerS consumes it later.
  const checkCode = async (mobile: string, code: string): Promise<boolean> => {
    try {
      await checkSmsCode.mutateAsync({ mobile, code, scene: 'register' });
      return true;
    } catch (error) {
      if (!isIgnorableError(error)) setError('code', { type: 'server', message: errorMessage(error) });
      return false;
    }
  };

  const onSubmit = useSingleFlight(async ({ mobile, code, password, nickname }: RegistrationFormValues) => {
    setFormMessage(null);
    try {
      // The code is checked on its own first so a wrong one is reported on the code field, typed text kept.
      if (!(await checkCode(mobile, code))) return;
      await signUp.mutateAsync({ mobile, code, password, ...(nickname ? { nickname } : {}) });
      showToast('注册成功，欢迎加入多么商城', 'success');
      await navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      setFormMessage(applySubmitError(error, REGISTRATION_FIELDS, setError));
    }
  });
  return { checkCode, onSubmit, formMessage };
}

/** 昵称（选填）: up to 20 characters, generated when left empty. */
function NicknameField({ register, error }: FieldProps) {
  return (
    <AuthInput
      id="signup-nickname"
      label="昵称（选填）"
      error={error}
      maxLength={20}
      placeholder="不填则自动生成"
      {...register('nickname', {
        setValueAs: (v: string) => v.trim(),
        maxLength: { value: 20, message: '昵称不能超过20个字' },
      })}
    />
  );
}

function SignUpHeading() {
  return (
    <>
      <h1 id="signup-title" className={styles.title}>
        注册新账号
      </h1>
      <p className={styles.subtitle}>注册即送新人专享好礼</p>
    </>
  );
}

export default function SignUpPage() {
  usePageTitle('注册');
  const [params] = useSearchParams();
  const form = useForm<RegistrationFormValues>({
    defaultValues: { mobile: '', code: '', password: '', confirm: '', nickname: '', agree: false },
  });
  const { register, handleSubmit, setError, clearErrors, trigger, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  // checkRegMobile: a registered mobile is refused at the field, on blur and before a code is sent.
  const sms = useSmsCodeStep(form, 'register', 'unregistered', (sent) => showToast(sent.notice, 'success'));

  const { checkCode, onSubmit, formMessage } = useSignUp(setError, params.get('redirect'));

  const codeField = register('code', smsCodeRules);
  // An error shown before the first submit (获取验证码 with a bad number) is re-checked as the user types:
  // left until blur, it would vanish under the pointer and shift 获取验证码 away from the click.
  const mobileField = register('mobile', {
    validate: (v) => validateMobile(v) ?? true,
    setValueAs: (v: string) => v.trim(),
    onChange: () => errors.mobile && void trigger('mobile'),
  });
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="signup-title">
        <SignUpHeading />
        <form className={styles.stack} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="注册表单">
          <MobileInput
            id="signup-mobile"
            error={errors.mobile?.message}
            autoComplete="tel"
            placeholder="请输入11位手机号"
            {...mobileField}
            onBlur={async (event) => {
              await mobileField.onBlur(event);
              const mobile = event.target.value.trim();
              if (!validateMobile(mobile)) {
                clearErrors('mobile');
                await sms.mobileFits(mobile);
              }
            }}
          />
          <SmsCodeInput
            id="signup-code"
            error={errors.code?.message}
            notice={sms.notice}
            send={sms.send}
            canSend={sms.canSend}
            {...codeField}
            onBlur={async (event) => {
              await codeField.onBlur(event);
              const { mobile, code } = getValues();
              if (validateMobile(mobile) || validateSmsCode(code)) return;
              await checkCode(mobile, code);
            }}
          />
          <NewPasswordFields
            idPrefix="signup"
            register={register}
            errors={errors}
            label="设置密码"
            placeholder="6-20位，须同时包含字母和数字"
            confirmLabel="确认密码"
            confirmPlaceholder="请再次输入密码"
          />
          <NicknameField register={register} error={errors.nickname?.message} />
          <AgreementField register={register} error={errors.agree?.message} />
          <AuthSubmit message={formMessage} pending={isSubmitting} pendingText="注册中...">
            注册
          </AuthSubmit>
        </form>
        <div className={styles.links}>
          <span />
          <Link to={keepRedirect(LOGIN_PATH, params.get('redirect'))}>已有账号？去登录</Link>
        </div>
      </section>
    </div>
  );
}
