// 密码登录: 手机号 + 密码 with the shop's validators and Chinese messages; the page logs in and moves on.
import { validatePassword } from '@storefront/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginCredentials } from '../../../core/account/sign-in-mutations';
import styles from '../../ui/form/form.module.css';
import { FormFoot } from '../../ui/form/form-foot';
import { TextField } from '../../ui/form/text-field';
import { useFormSend } from '../../ui/form/use-form-send';
import { MobileTextField } from './mobile-text-field';

interface PasswordLoginValues {
  mobile: string;
  password: string;
}

const FIELDS = ['mobile', 'password'] as const;

export interface LoginFormProps {
  /** A mobile handed over by another page (the reset page), so it need not be typed again. */
  mobile: string;
  pending: boolean;
  /** Logs in and moves on; rejects with the call's error. */
  logIn: (credentials: LoginCredentials) => Promise<void>;
}

export function PasswordLoginForm({ mobile, pending, logIn }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<PasswordLoginValues>({ defaultValues: { mobile, password: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  const send = useFormSend(form, FIELDS, logIn);

  return (
    <form onSubmit={send.submit} noValidate aria-label="密码登录表单">
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
      <FormFoot send={send} pending={pending} pendingText="登录中...">
        登录
      </FormFoot>
    </form>
  );
}
