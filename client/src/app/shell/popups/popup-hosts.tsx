// Mount points for the shell's pop-ups. Each pop-up is a lazy chunk loaded only when it is needed
// (the budget in docs/architecture.md: overlays stay out of the first load).
import { HOME_PATH, STORAGE_KEYS } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { miniProgramPopupAtom } from '../../../state/popups';
import { storageGet, storageSet } from '../../../state/web-storage';
import { useHomeAds } from '../../../api/home/home-queries';

const MiniProgramPopup = lazy(() => import('./mini-program-popup'));
const ImageDialog = lazy(() => import('./image-dialog'));

export function MiniProgramPopupHost() {
  const reason = useAtomValue(miniProgramPopupAtom);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (reason != null) setUsed(true);
  }, [reason]);
  if (!used && reason == null) return null;
  return (
    <Suspense fallback={null}>
      <MiniProgramPopup />
    </Suspense>
  );
}

/** Whether this visit has already seen the image dialog (session storage, docs/product-rules.md "once per visit"). */
export const imageDialogSeen = (): boolean => storageGet('session', STORAGE_KEYS.imageDialogShown) === '1';

export function ImageDialogHost() {
  const { pathname } = useLocation();
  const [eligible] = useState(() => !imageDialogSeen());
  const onHome = pathname === HOME_PATH;
  const ads = useHomeAds(undefined, { enabled: eligible && onHome, retry: false });
  const candidate = eligible && onHome ? ads.data?.popup : null;
  const [shown, setShown] = useState<NonNullable<typeof candidate> | null>(null);
  useEffect(() => {
    // The flag, not this component's state, decides: one dialog per visit however often /home is entered.
    if (!candidate || imageDialogSeen()) return;
    storageSet('session', STORAGE_KEYS.imageDialogShown, '1');
    setShown(candidate);
  }, [candidate]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ImageDialog ad={shown} />
    </Suspense>
  );
}
