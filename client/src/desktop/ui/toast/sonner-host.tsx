// The lazily loaded half of the toast system: sonner with the 3000 ms duration.
import { POPUP_BASE_Z_INDEX, TOAST_DURATION_MS } from '@storefront/contracts';
import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToastDelivery, type ToastRequest } from './toast-bus';

// sonner's light rich colours put their text at 3.1-4.4:1 on their own backgrounds; these pass 4.5:1.
const READABLE_RICH_COLOURS = {
  '--success-text': 'var(--color-success)',
  '--error-text': 'var(--color-brand-dark)',
  '--info-text': '#1f5fbf',
  '--warning-text': '#8a4b00',
} as CSSProperties;

const show = ({ message, kind }: ToastRequest) => {
  if (kind === 'info') toast(message);
  else toast[kind](message);
};

export default function SonnerHost() {
  useEffect(() => attachToastDelivery(show), []);
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      richColors
      style={{ zIndex: POPUP_BASE_Z_INDEX + 100, ...READABLE_RICH_COLOURS }}
      toastOptions={{ className: 'storefront-toast' }}
    />
  );
}
