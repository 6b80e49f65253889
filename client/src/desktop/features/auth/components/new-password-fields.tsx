// The new password and its repeat, as sign-up and the reset dialog ask for them: the password rules
// from the contracts, and the repeat must match. Only the wording differs between the two forms.
import { validatePassword } from '@storefront/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AuthInput, repeatsPassword } from './auth-input';

interface PasswordPair {
  password: string;
  confirm: string;
}

interface NewPasswordFieldsProps<T extends PasswordPair> {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label: string;
  placeholder: string;
  confirmLabel: string;
  /** Also the message when the repeat is left empty. */
  confirmPlaceholder: string;
}

export function NewPasswordFields<T extends PasswordPair>({
  idPrefix,
  register,
  errors,
  label,
  placeholder,
  confirmLabel,
  confirmPlaceholder,
}: NewPasswordFieldsProps<T>) {
  // react-hook-form cannot see that a generic T has these two fields; the bound above guarantees it.
  const registerPair = register as unknown as UseFormRegister<PasswordPair>;
  const fieldErrors = errors as FieldErrors<PasswordPair>;
  const common = { type: 'password', maxLength: 20, autoComplete: 'new-password' } as const;
  return (
    <>
      <AuthInput
        id={`${idPrefix}-password`}
        label={label}
        error={fieldErrors.password?.message}
        placeholder={placeholder}
        {...common}
        {...registerPair('password', { validate: (v) => validatePassword(v) ?? true })}
      />
      <AuthInput
        id={`${idPrefix}-confirm`}
        label={confirmLabel}
        error={fieldErrors.confirm?.message}
        placeholder={confirmPlaceholder}
        {...common}
        {...registerPair('confirm', { validate: repeatsPassword(confirmPlaceholder) })}
      />
    </>
  );
}
