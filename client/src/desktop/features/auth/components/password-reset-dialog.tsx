// 忘记密码 on the login page: mobile, SMS code (scene reset), new password twice → resetPasswordS.
// The SMS is sent with imageSendSMS only after the client-drawn picture code is typed correctly.
// The mock ends every session of that account on a reset, so the user simply logs in afresh.
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../../core/api/errors';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { Modal } from '../../../ui/modal/modal';
import styles from '../auth.module.css';
import { AuthInput, MobileInput, mobileRules, SmsCodeInput, smsCodeRules } from './auth-input';
import { AuthSubmit } from './auth-submit';
import { NewPasswordFields } from './new-password-fields';
import { newPictureCode, PictureCode, pictureCodeMatches } from './picture-code';
import { useResetPassword, useSendSmsCodeAfterCaptcha } from '../../../../core/account/sign-in-mutations';

interface ResetForm {
  mobile: string;
  imageCode: string;
  code: string;
  password: string;
  confirm: string;
}

const FIELDS = ['mobile', 'code', 'password'] as const;

interface PasswordResetDialogProps {
  open: boolean;
  initialMobile: string;
  onClose: () => void;
  onDone: (mobile: string) => void;
}

/** 获取验证码 after the picture check: the picture code, the send and its notice. */
function useCaptchaSms({ getValues, setError, trigger, clearErrors }: UseFormReturn<ResetForm>) {
  const sendCode = useSendSmsCodeAfterCaptcha();
  const [notice, setNotice] = useState<string | null>(null);
  const [pictureCode, setPictureCode] = useState(() => newPictureCode());
  const send = async () => {
    setNotice(null);
    try {
      const { result, msg } = await sendCode.mutateAsync({
        mobile: getValues('mobile'),
        scene: 'reset',
        imageCode: getValues('imageCode'),
      });
      setNotice(msg || '验证码已发送，请注意查收');
      return result.resendIn;
    } catch (error) {
      setError('mobile', { type: 'server', message: errorMessage(error) });
      throw error;
    }
  };

  const canSend = async () => {
    if (!(await trigger('mobile'))) return false;
    const typed = getValues('imageCode');
    if (!typed.trim()) {
      setError('imageCode', { type: 'required', message: '请输入图形验证码' });
      return false;
    }
    if (!pictureCodeMatches(typed, pictureCode)) {
      setError('imageCode', { type: 'mismatch', message: '图形验证码不正确' });
      setPictureCode(newPictureCode());
      return false;
    }
    clearErrors('imageCode');
    return true;
  };
  return { notice, setNotice, pictureCode, setPictureCode, send, canSend };
}

export function PasswordResetDialog({ open, initialMobile, onClose, onDone }: PasswordResetDialogProps) {
  const resetPassword = useResetPassword();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    defaultValues: { mobile: initialMobile, imageCode: '', code: '', password: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { notice, setNotice, pictureCode, setPictureCode, send, canSend } = useCaptchaSms(form);

  useEffect(() => {
    if (open) {
      reset({ mobile: initialMobile, imageCode: '', code: '', password: '', confirm: '' });
      setNotice(null);
      setFormMessage(null);
      setPictureCode(newPictureCode());
    }
  }, [open, initialMobile, reset, setNotice, setPictureCode]);

  const onSubmit = useSingleFlight(async ({ mobile, code, password }: ResetForm) => {
    setFormMessage(null);
    try {
      await resetPassword.mutateAsync({ mobile, code, password });
      onDone(mobile);
    } catch (error) {
      setFormMessage(applySubmitError(error, FIELDS, setError));
    }
  });

  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="找回密码" width={440}>
      <form className={styles.stack} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="找回密码表单">
        <MobileInput
          id="reset-mobile"
          error={errors.mobile?.message}
          placeholder="请输入注册时的手机号"
          {...register('mobile', mobileRules)}
        />
        <AuthInput
          id="reset-image-code"
          label="图形验证码"
          error={errors.imageCode?.message}
          addon={<PictureCode code={pictureCode} onRefresh={() => setPictureCode(newPictureCode())} />}
          maxLength={4}
          autoComplete="off"
          placeholder="请输入右侧4位字符"
          {...register('imageCode')}
        />
        <SmsCodeInput
          id="reset-code"
          error={errors.code?.message}
          notice={notice}
          send={send}
          canSend={canSend}
          {...register('code', smsCodeRules)}
        />
        <NewPasswordFields
          idPrefix="reset"
          register={register}
          errors={errors}
          label="新密码"
          placeholder="6-20位，须包含字母和数字"
          confirmLabel="确认新密码"
          confirmPlaceholder="请再次输入新密码"
        />
        <AuthSubmit message={formMessage} pending={isSubmitting} pendingText="提交中...">
          重置密码
        </AuthSubmit>
      </form>
    </Modal>
  );
}
