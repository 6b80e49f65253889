// 获取验证码 with a 60 s countdown (重新发送(59s)). The caller sends the SMS; the countdown only
// starts once the send succeeded, and a refusal leaves the button ready to try again.
import { useEffect, useState } from 'react';
import { Button } from '../button/button';

export const SMS_COOLDOWN_SECONDS = 60;

interface SmsCodeButtonProps {
  /** Sends the code; resolves to the seconds to wait before the next send (default 60), rejects on failure. */
  send: () => Promise<number | void>;
  /** Checked before sending (e.g. the mobile field's validation); false stops the send. */
  canSend?: () => boolean | Promise<boolean>;
  disabled?: boolean;
}

export function smsButtonText(secondsLeft: number, sentOnce: boolean): string {
  if (secondsLeft > 0) return `重新发送(${secondsLeft}s)`;
  return sentOnce ? '重新发送' : '获取验证码';
}

export function SmsCodeButton({ send, canSend, disabled = false }: SmsCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    if (left > 0 || sending) return;
    if (canSend && !(await canSend())) return;
    setSending(true);
    try {
      const wait = await send();
      setSentOnce(true);
      setLeft(typeof wait === 'number' && wait > 0 ? wait : SMS_COOLDOWN_SECONDS);
    } catch {
      // The caller has shown why; the button is free again.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={onClick}
      disabled={disabled || left > 0}
      pending={sending}
      pendingText="发送中..."
      aria-live="polite"
    >
      {smsButtonText(left, sentOnce)}
    </Button>
  );
}
