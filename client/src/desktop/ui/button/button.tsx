// The storefront's buttons: primary (red), default (outlined), text (link-like). `pending` disables
// the button and says so, which is how every form prevents a double submit.
import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'text';
  size?: 'sm' | 'md' | 'lg';
  pending?: boolean;
  /** Text while pending, e.g. 提交中...; defaults to the children. */
  pendingText?: string;
  block?: boolean;
}

export function Button({
  variant = 'default',
  size = 'md',
  pending = false,
  pendingText,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${styles.button} ${styles[variant]} ${styles[size]} ${block ? styles.block : ''} ${className ?? ''}`}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

/** Class names for links that look like buttons. */
export const buttonClass = (
  variant: 'primary' | 'default' | 'text' = 'default',
  size: 'sm' | 'md' | 'lg' = 'md',
): string => `${styles.button} ${styles[variant]} ${styles[size]}`;
