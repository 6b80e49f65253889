// The message badge: the five totals of messageTotal, fetched quietly while someone is signed in
// and copied into messageTotalsAtom (the badge is their sum, see state/badge-counts.ts); reset when
// nobody is. Mount once per shell, like useCartCount.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { messageTotalsAtom, type MessageTotals } from '../state/badge-counts';
import { isLoggedInAtom, userIdAtom } from '../state/session';
import { apiQuery } from '../api/query';

export function useMessageTotals(): MessageTotals | null {
  const userId = useAtomValue(userIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setTotals = useSetAtom(messageTotalsAtom);
  const enabled = loggedIn && Boolean(userId);
  const totals = useQuery({
    ...apiQuery('messageTotal', { uid: userId }),
    enabled,
    retry: false,
    staleTime: 15_000,
  });
  useEffect(() => {
    if (totals.data) setTotals(totals.data);
  }, [totals.data, setTotals]);
  useEffect(() => {
    if (!enabled) setTotals(null);
  }, [enabled, setTotals]);
  return useAtomValue(messageTotalsAtom);
}
