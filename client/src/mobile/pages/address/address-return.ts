// The way back for a page that sent the shopper to the address pages (the checkout): `redirect` is a
// full /m path; coming back, it carries the chosen or saved address as `addressId`. Only a page of
// the mobile shop is honoured; without one the address pages simply return to their list.
import { redirectTarget } from '../../ui/login-redirect/login-redirect';

export const ADDRESS_LIST_PATH = '/addresses';

/** Router path (relative to /m) to return to with `addressId`, or null when there is none. */
export function returnWithAddress(redirect: string | null, addressId: number): string | null {
  if (!redirect) return null;
  const target = redirectTarget(redirect);
  if (target === '/' || target.startsWith(`${ADDRESS_LIST_PATH}`)) return null;
  const [pathname = '/', query = ''] = target.split('?');
  const params = new URLSearchParams(query);
  params.set('addressId', String(addressId));
  return `${pathname}?${params.toString()}`;
}

/** Whether `redirect` names a page to go back to with an address (the list is then a picker). */
export const canReturnWithAddress = (redirect: string | null): boolean =>
  returnWithAddress(redirect, 1) !== null;

/** A link inside the address pages that keeps `redirect`. */
export const keepAddressRedirect = (path: string, redirect: string | null): string =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
