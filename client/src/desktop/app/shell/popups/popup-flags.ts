// The home page's image dialog shows once per visit (see docs/product-rules.md, "Business
// constants"): a session cookie remembers that it was shown. It has no expiry (the upstream's
// "expiry -1"), so the browser drops it when it closes and the next visit shows the dialog again.
import { STORAGE_KEYS } from '@storefront/contracts';
import Cookies from 'js-cookie';

export const imageDialogSeen = (): boolean => Cookies.get(STORAGE_KEYS.imageDialogShown) === '1';

export const markImageDialogSeen = (): void => {
  Cookies.set(STORAGE_KEYS.imageDialogShown, '1', { path: '/', sameSite: 'lax' });
};
