// The shell's own calls (see docs/product-rules.md and docs/wire.md): cart count, message totals and the profile, fetched only
// while a userId exists. Failures are swallowed without a word: the badges simply stay hidden.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useUserInfo } from '../../../core/account/account-queries';
import { useCartCount } from '../../../core/cart/cart-queries';
import { useMessageTotals } from '../../../core/message/message-totals';
import { isLoggedInAtom, updateUserInfo, userIdAtom } from '../../../core/state/session';

export function useHeaderData(): void {
  const userId = useAtomValue(userIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const enabled = loggedIn && Boolean(userId);
  useCartCount();
  useMessageTotals();
  const profile = useUserInfo({ uid: userId }, { enabled, retry: false, staleTime: 15_000 });
  useEffect(() => {
    const data = profile.data;
    if (data?.isSelf)
      updateUserInfo({
        uid: data.uid,
        nickname: data.nickname,
        mobile: data.mobile,
        avatarUrl: data.avatarUrl,
      });
  }, [profile.data]);
}
