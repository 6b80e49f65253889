// 我已阅读并同意《用户注册协议》和《隐私政策》: the tick registration requires, the two documents
// one tap away (the page opens them in a sheet), and the problem when it is left unticked.
import type { RegistrationFormValues } from '@storefront/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../ui/form/field-error';
import type { AgreementKind } from './agreement-sheet';
import auth from './auth.module.css';

interface AgreementCheckProps {
  register: UseFormRegister<RegistrationFormValues>;
  error: string | undefined;
  onRead: (kind: AgreementKind) => void;
}

export function AgreementCheck({ register, error, onRead }: AgreementCheckProps) {
  return (
    <>
      <div className={auth.agree}>
        <label className={auth.checkTarget}>
          <input
            id="register-agree"
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'register-agree-error' : undefined}
            {...register('agree', { validate: (v) => v || '请阅读并同意用户注册协议和隐私政策' })}
          />
        </label>
        <span className={auth.agreeText}>
          <label htmlFor="register-agree" className={auth.agreeLabel}>
            我已阅读并同意
          </label>
          <button type="button" className={auth.docButton} onClick={() => onRead('register')}>
            《用户注册协议》
          </button>
          和
          <button type="button" className={auth.docButton} onClick={() => onRead('privacy')}>
            《隐私政策》
          </button>
        </span>
      </div>
      <FieldError id="register-agree-error" error={error} className={auth.agreeError} />
    </>
  );
}
