// 设置密码 and 确认密码, for registration, reset and a change: the shop's password rule, and the
// second box must repeat the first.
import { validatePassword } from '@storefront/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from './text-field';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

interface NewPasswordFieldsProps<F extends NewPasswordValues> {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  label: string;
  /** Changing a password: the new one must differ from the form's oldPassword. */
  notSameAsOld?: boolean;
}

export function NewPasswordFields<F extends NewPasswordValues>({
  register,
  errors,
  label,
  notSameAsOld = false,
}: NewPasswordFieldsProps<F>) {
  // The form's own field names; react-hook-form's path types cannot see them through the generic.
  const reg = register as unknown as UseFormRegister<NewPasswordValues & { oldPassword?: string }>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder="6-20位，须含字母和数字"
        error={errs.password?.message}
        {...reg('password', {
          validate: (v, all) =>
            validatePassword(v) ?? (notSameAsOld && v === all.oldPassword ? '新密码不能与原密码相同' : true),
        })}
      />
      <TextField
        label="确认密码"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder="请再次输入密码"
        error={errs.confirm?.message}
        {...reg('confirm', {
          validate: (v, all) => (!v ? '请再次输入密码' : v === all.password ? true : '两次输入的密码不一致'),
        })}
      />
    </>
  );
}
