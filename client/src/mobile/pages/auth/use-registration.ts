// Registering: the SMS code on its own first (newCheckSMS, scene register), so a wrong or expired one
// is reported at its field, then registerS, which also logs the new user in; then back to `redirect`.
import {
  CODE_BUSINESS_REFUSED,
  REGISTRATION_FIELDS,
  type RegistrationFormValues,
} from '@storefront/contracts';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCheckSmsCode, useRegister } from '../../../core/account/sign-in-mutations';
import { errorMessage, isApiError } from '../../../core/api/errors';
import { formFailure, type FormFailure } from '../../ui/form/form-failure';
import { redirectTarget } from '../../ui/login-redirect/login-redirect';
import { showToast } from '../../ui/toast/toast-bus';

export function useRegistration(setError: UseFormSetError<RegistrationFormValues>, redirect: string | null) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const checkCode = useCheckSmsCode();
  const registration = useRegister();
  const pending = registration.isPending || checkCode.isPending;

  const submit = async ({ mobile, code, password, nickname }: RegistrationFormValues) => {
    if (pending) return;
    setFailure(null);
    try {
      await checkCode.mutateAsync({ mobile, code, scene: 'register' });
    } catch (error) {
      if (isApiError(error) && error.code === CODE_BUSINESS_REFUSED)
        setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else setFailure(formFailure(error, REGISTRATION_FIELDS, setError));
      return;
    }
    try {
      await registration.mutateAsync({ mobile, code, password, ...(nickname ? { nickname } : {}) });
      showToast('注册成功');
      await navigate(redirectTarget(redirect), { replace: true });
    } catch (error) {
      setFailure(formFailure(error, REGISTRATION_FIELDS, setError));
    }
  };
  /** Registered here, not logged in before: the page must not bounce away mid-registration. */
  const registering = registration.isPending || registration.isSuccess;
  return { submit, pending, failure, registering };
}
