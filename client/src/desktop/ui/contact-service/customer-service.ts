// Footer (see docs/product-rules.md): the customer-service chat opens in a new window with the logged-in user's uid,
// nickname and mobile (empty values for visitors) and the fixed question type 48032.
import { CUSTOMER_SERVICE_QUESTION_TYPE } from '@storefront/contracts';
import { runtimeConfig } from '../../../core/config/runtime-config';
import type { UserInfo } from '../../../core/state/session';

export function customerServiceUrl(
  user: (Pick<UserInfo, 'nickname' | 'mobile'> & { uid?: number | string }) | null,
  chatUrl = runtimeConfig.chatUrl,
): string {
  const params = new URLSearchParams({
    uid: user?.uid != null ? String(user.uid) : '',
    nickname: user?.nickname ?? '',
    mobile: user?.mobile ?? '',
    questionType: String(CUSTOMER_SERVICE_QUESTION_TYPE),
  });
  return `${chatUrl}?${params.toString()}`;
}

export function openCustomerService(user: Parameters<typeof customerServiceUrl>[0]): void {
  window.open(customerServiceUrl(user), '_blank', 'noopener,noreferrer');
}
