// Mount points for the shell's pop-ups. Each pop-up is a lazy chunk loaded only when it is needed
// (the first-load budget in docs/decisions.md, "Small libraries instead of a UI kit").
import { HOME_PATH } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { miniProgramPopupAtom } from './popups';
import { imageDialogSeen, markImageDialogSeen } from './popup-flags';
import { useHomeAds } from '../../../../core/home/home-queries';

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
    markImageDialogSeen();
    setShown(candidate);
  }, [candidate]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ImageDialog ad={shown} />
    </Suspense>
  );
}
