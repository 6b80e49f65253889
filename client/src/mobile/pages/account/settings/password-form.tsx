// 修改密码: the current password, then the new one twice (the shop's password rule from contracts;
// it must differ from the current one) → updatePassword. Other devices are logged out by it.
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../../../../core/account/profile-mutations';
import { CardForm } from '../../../ui/form/card-form';
import { NewPasswordFields, type NewPasswordValues } from '../../../ui/form/new-password-fields';
import { TextField } from '../../../ui/form/text-field';
import { useFormSend } from '../../../ui/form/use-form-send';
import { showToast } from '../../../ui/toast/toast-bus';

interface PasswordValues extends NewPasswordValues {
  oldPassword: string;
}

const FIELDS = ['oldPassword', 'password'] as const;

export function PasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ defaultValues: { oldPassword: '', password: '', confirm: '' } });
  const { register, formState } = form;
  const { errors } = formState;
  const send = useFormSend(form, FIELDS, async ({ oldPassword, password }) => {
    await change.mutateAsync({ oldPassword, newPassword: password });
    showToast('密码已修改，其他设备上的登录已退出');
    onDone();
  });
  return (
    <CardForm label="修改密码表单" send={send} pending={change.isPending} submitText="确认修改">
      <TextField
        label="原密码"
        type="password"
        autoComplete="current-password"
        maxLength={20}
        placeholder="请输入当前密码"
        error={errors.oldPassword?.message}
        {...register('oldPassword', { required: '请输入原密码' })}
      />
      <NewPasswordFields register={register} errors={errors} label="新密码" notSameAsOld />
    </CardForm>
  );
}
