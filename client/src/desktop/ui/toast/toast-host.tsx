// Mounted once by the app. Renders nothing until the first toast, then loads sonner lazily.
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToasts, onToastRequested } from './toast-bus';

const SonnerHost = lazy(() => import('./sonner-host'));

export function ToastHost() {
  const [needed, setNeeded] = useState(hasPendingToasts);
  useEffect(() => {
    if (needed) return undefined;
    if (hasPendingToasts()) setNeeded(true);
    return onToastRequested(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerHost />
    </Suspense>
  );
}
