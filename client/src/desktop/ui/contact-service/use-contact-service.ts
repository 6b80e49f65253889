// 联系客服 from anywhere on the desktop: the chat in a new window, with the signed-in user's uid,
// nickname and mobile (empty for a visitor), as docs/product-rules.md asks of the footer.
import { openCustomerService } from './customer-service';
import { useSession } from '../../../core/state/use-session';

export function useContactService(): () => void {
  const { userId, userInfo } = useSession();
  return () =>
    openCustomerService(
      userId
        ? { uid: userInfo?.uid ?? userId, nickname: userInfo?.nickname ?? '', mobile: userInfo?.mobile ?? '' }
        : null,
    );
}
