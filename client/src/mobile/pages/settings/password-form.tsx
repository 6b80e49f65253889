// 修改密码: the current password, then the new one twice (the shop's password rule from contracts;
// it must differ from the current one) → updatePassword. Other devices are logged out by it.
import { validatePassword } from '@storefront/contracts';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../../../core/account/profile-mutations';
import formStyles from '../../ui/form/form.module.css';
import { FormMessage } from '../../ui/form/form-message';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { useFormSend } from '../../ui/form/use-form-send';
import { showToast } from '../../ui/toast/toast-bus';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

export function PasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ defaultValues: { oldPassword: '', newPassword: '', confirm: '' } });
  const { register, formState } = form;
  const { errors } = formState;
  const { submit, failure } = useFormSend(form, FIELDS, async ({ oldPassword, newPassword }) => {
    await change.mutateAsync({ oldPassword, newPassword });
    showToast('密码已修改，其他设备上的登录已退出');
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="修改密码表单">
      <div className={formStyles.card}>
        <TextField
          label="原密码"
          type="password"
          autoComplete="current-password"
          maxLength={20}
          placeholder="请输入当前密码"
          error={errors.oldPassword?.message}
          {...register('oldPassword', { required: '请输入原密码' })}
        />
        <TextField
          label="新密码"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          placeholder="6-20位，须含字母和数字"
          error={errors.newPassword?.message}
          {...register('newPassword', {
            validate: (v, all) =>
              validatePassword(v) ?? (v === all.oldPassword ? '新密码不能与原密码相同' : true),
          })}
        />
        <TextField
          label="确认密码"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          placeholder="请再次输入新密码"
          error={errors.confirm?.message}
          {...register('confirm', {
            validate: (v, all) =>
              !v ? '请再次输入新密码' : v === all.newPassword ? true : '两次输入的密码不一致',
          })}
        />
      </div>
      <FormMessage
        message={failure?.message ?? null}
        onRetry={failure?.retryable ? () => void submit() : undefined}
      />
      <SubmitButton pending={change.isPending} pendingText="提交中...">
        确认修改
      </SubmitButton>
    </form>
  );
}
