// 手机号 of the auth pages: eleven digits by the shop's rule, trimmed. Registration also checks a
// well-formed number as soon as the field is left (`onValidBlur`).
import { validateMobile } from '@storefront/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../ui/form/text-field';
import { mobileInputProps, mobileRules } from '../../ui/form/mobile-field';

interface MobileTextFieldProps<F extends { mobile: string }> {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  autoComplete?: 'username' | 'tel';
  /** After the field is left holding a well-formed number. */
  onValidBlur?: (mobile: string) => Promise<unknown>;
}

export function MobileTextField<F extends { mobile: string }>({
  register,
  errors,
  autoComplete = 'username',
  onValidBlur,
}: MobileTextFieldProps<F>) {
  // The form's own field name; react-hook-form's path types cannot see it through the generic.
  const reg = register as unknown as UseFormRegister<{ mobile: string }>;
  const errs = errors as FieldErrors<{ mobile: string }>;
  const field = reg('mobile', mobileRules);
  return (
    <TextField
      {...mobileInputProps}
      autoComplete={autoComplete}
      error={errs.mobile?.message}
      {...field}
      onBlur={async (event) => {
        await field.onBlur(event);
        const mobile = event.target.value.trim();
        if (onValidBlur && !validateMobile(mobile)) await onValidBlur(mobile);
      }}
    />
  );
}
