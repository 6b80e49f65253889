// The lazily loaded half of the toast system: sonner with SPEC §9's 3000 ms duration.
import { POPUP_BASE_Z_INDEX, TOAST_DURATION_MS } from '@storefront/contracts';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToastDelivery, type ToastRequest } from './toast-bus';

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
      style={{ zIndex: POPUP_BASE_Z_INDEX + 100 }}
      toastOptions={{ className: 'storefront-toast' }}
    />
  );
}
