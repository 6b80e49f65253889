// 更换手机号: the new mobile gets an SMS code (scene updateMobile) → updateMobile; the stored
// userInfo takes the new number.
import { validateMobile } from '@storefront/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateUserInfo } from '../../../../core/state/session';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { SmsCodeButton } from '../../../ui/sms-code-button/sms-code-button';
import { validateSmsCode } from '../../../ui/sms-code-button/validate-sms-code';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../account.module.css';
import { useChangeMobile } from '../../../../core/account/profile-mutations';
import { useSmsCodeStep } from '../../../../core/account/use-sms-code-step';

interface MobileValues {
  mobile: string;
  code: string;
}

const FIELDS = ['mobile', 'code'] as const;

export function MobileForm({ current, onChanged }: { current: string; onChanged?: () => void }) {
  const changeMobile = useChangeMobile();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<MobileValues>({ defaultValues: { mobile: '', code: '' } });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  // The new number is checked by the field's rules and by the send itself.
  const sms = useSmsCodeStep(form, 'updateMobile', 'any');
  const submit = useSingleFlight(async (v: MobileValues) => {
    setMessage(null);
    try {
      const info = await changeMobile.mutateAsync(v);
      updateUserInfo(info);
      reset();
      sms.clearNotice();
      showToast('手机号已更换', 'success');
      onChanged?.();
    } catch (error) {
      setMessage(applySubmitError(error, FIELDS, setError));
    }
  });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="更换手机号">
      <FormField htmlFor="mobile-current" label="当前手机号">
        <input id="mobile-current" value={current} readOnly />
      </FormField>
      <FormField htmlFor="mobile-new" label="新手机号" required error={errors.mobile?.message}>
        <input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          {...fieldAria('mobile-new', errors.mobile?.message)}
          {...register('mobile', {
            setValueAs: (v: string) => v.trim(),
            validate: (v) => validateMobile(v) ?? (v === current ? '新手机号不能与当前手机号相同' : true),
          })}
        />
      </FormField>
      <FormField htmlFor="mobile-code" label="短信验证码" required error={errors.code?.message}>
        <span className={styles.inline}>
          <input
            inputMode="numeric"
            maxLength={6}
            {...fieldAria('mobile-code', errors.code?.message)}
            {...register('code', {
              validate: (v) => validateSmsCode(v.trim()) ?? true,
              setValueAs: (v: string) => v.trim(),
            })}
          />
          <SmsCodeButton send={sms.send} canSend={sms.canSend} />
        </span>
      </FormField>
      {sms.notice && (
        <p className={styles.notice} role="status">
          {sms.notice}
        </p>
      )}
      <div className={styles.formActions}>
        <FormMessage message={message} />
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          确认更换
        </Button>
      </div>
    </form>
  );
}
