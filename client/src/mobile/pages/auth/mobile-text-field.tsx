// 手机号 for signing in and reset: eleven digits by the shop's rule, trimmed.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/form/text-field';
import { mobileInputProps, mobileRules } from './mobile-field';

interface MobileTextFieldProps<F extends { mobile: string }> {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}

export function MobileTextField<F extends { mobile: string }>({ register, errors }: MobileTextFieldProps<F>) {
  // The form's own field name; react-hook-form's path types cannot see it through the generic.
  const reg = register as unknown as UseFormRegister<{ mobile: string }>;
  const errs = errors as FieldErrors<{ mobile: string }>;
  return (
    <TextField
      {...mobileInputProps}
      autoComplete="username"
      error={errs.mobile?.message}
      {...reg('mobile', mobileRules)}
    />
  );
}
