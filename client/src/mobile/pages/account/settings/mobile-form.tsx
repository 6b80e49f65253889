// 更换手机号: the new number gets an SMS code (appSendSMS, scene updateMobile, with the resend
// countdown) → updateMobile; the session keeps the new number (core's useChangeMobile).
import { validateMobile } from '@storefront/contracts';
import { useForm } from 'react-hook-form';
import { useChangeMobile } from '../../../../core/account/profile-mutations';
import { useSmsCodeStep } from '../../../../core/account/use-sms-code-step';
import { CardForm } from '../../../ui/form/card-form';
import { SmsCodeField } from '../../../ui/form/sms-code-field';
import { TextField } from '../../../ui/form/text-field';
import { useFormSend } from '../../../ui/form/use-form-send';
import { showToast } from '../../../ui/toast/toast-bus';

interface MobileValues {
  mobile: string;
  code: string;
}

const FIELDS = ['mobile', 'code'] as const;
const trim = (v: string) => v.trim();

export function MobileForm({ current, onDone }: { current: string; onDone: () => void }) {
  const change = useChangeMobile();
  const form = useForm<MobileValues>({ defaultValues: { mobile: '', code: '' } });
  const { register, formState } = form;
  const { errors } = formState;
  // Any number may ask: the send refuses one that another account uses.
  const sms = useSmsCodeStep(form, 'updateMobile', 'any');
  const send = useFormSend(form, FIELDS, async (values) => {
    await change.mutateAsync(values);
    showToast('手机号已更换');
    onDone();
  });
  return (
    <CardForm label="更换手机号表单" send={send} pending={change.isPending} submitText="确认更换">
      <TextField
        label="新手机号"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        placeholder="请输入新的11位手机号"
        error={errors.mobile?.message}
        {...register('mobile', {
          setValueAs: trim,
          validate: (v) => validateMobile(v) ?? (v === current ? '新手机号不能与当前手机号相同' : true),
        })}
      />
      <SmsCodeField register={register} errors={errors} sms={sms} />
    </CardForm>
  );
}
