// 修改密码: current password, new password (the rule in docs/product-rules.md) twice → updatePassword.
import { validatePassword } from '@storefront/contracts';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { useServerForm } from '../../../ui/form/use-server-form';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../account.module.css';
import { useChangePassword } from '../../../../core/account/profile-mutations';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];

export function PasswordForm() {
  const changePassword = useChangePassword();
  const { register, errors, isSubmitting, onSubmit, message } = useServerForm<PasswordValues, Field>(
    { oldPassword: '', newPassword: '', confirm: '' },
    FIELDS,
    async (v, form) => {
      await changePassword.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
      form.reset();
      showToast('密码已修改，其他设备上的登录已退出', 'success');
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="修改密码">
      <FormField htmlFor="pw-old" label="原密码" required error={errors.oldPassword?.message}>
        <input
          type="password"
          maxLength={20}
          autoComplete="current-password"
          {...fieldAria('pw-old', errors.oldPassword?.message)}
          {...register('oldPassword', { required: '请输入原密码' })}
        />
      </FormField>
      <FormField
        htmlFor="pw-new"
        label="新密码"
        required
        error={errors.newPassword?.message}
        hint="6-20位，须同时包含字母和数字"
      >
        <input
          type="password"
          maxLength={20}
          autoComplete="new-password"
          {...fieldAria('pw-new', errors.newPassword?.message)}
          {...register('newPassword', {
            validate: (v, all) =>
              !v
                ? '请输入新密码'
                : (validatePassword(v) ?? (v === all.oldPassword ? '新密码不能与原密码相同' : true)),
          })}
        />
      </FormField>
      <FormField htmlFor="pw-confirm" label="确认新密码" required error={errors.confirm?.message}>
        <input
          type="password"
          maxLength={20}
          autoComplete="new-password"
          {...fieldAria('pw-confirm', errors.confirm?.message)}
          {...register('confirm', {
            validate: (v, all) =>
              !v ? '请再次输入新密码' : v === all.newPassword ? true : '两次输入的密码不一致',
          })}
        />
      </FormField>
      <div className={styles.formActions}>
        <FormMessage message={message} />
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          修改密码
        </Button>
      </div>
    </form>
  );
}
