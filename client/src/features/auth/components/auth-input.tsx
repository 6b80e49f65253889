// An AuthField with its text input: the input gets the card's style and the error link, and every
// other prop (type, placeholder, the react-hook-form registration) as given.
import type { ComponentProps, ReactNode } from 'react';
import { fieldAria } from '../../../ui/form/form-field';
import styles from '../auth.module.css';
import { AuthField } from './auth-field';

type AuthInputProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  addon?: ReactNode;
  notice?: string | null;
};

export function AuthInput({ id, label, error, addon, notice, ...input }: AuthInputProps) {
  return (
    <AuthField id={id} label={label} error={error} addon={addon} notice={notice}>
      <input className={styles.input} {...fieldAria(id, error)} {...input} />
    </AuthField>
  );
}

/** The second password box: filled, and the same as the first. */
export const repeatsPassword =
  (emptyMessage: string) =>
  (value: string, all: { password: string }): string | true =>
    !value ? emptyMessage : value === all.password ? true : '两次输入的密码不一致';
