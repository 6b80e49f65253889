// The header's badge counts (see docs/product-rules.md): the cart summary and the five message totals.
// The shell fills them from getCartNumber / messageTotal while a userId exists; pages may set them
// after a change.
import type { ResultOf } from '@storefront/contracts';
import { atom } from 'jotai';

/** The five message totals of the header badge and the list's unread count, from the catalogue's schema. */
export type MessageTotals = ResultOf<'messageTotal'>;

export const cartCountAtom = atom(0);
export const messageTotalsAtom = atom<MessageTotals | null>(null);

/** Per docs/product-rules.md: the message badge is the sum of the five totals. */
export function messageBadgeCount(
  totals: (Omit<MessageTotals, 'newsNmb'> & Partial<MessageTotals>) | null | undefined,
): number {
  if (!totals) return 0;
  const parts = [totals.likeTotal, totals.smTotal, totals.commentTotal, totals.focusTotal, totals.favorTotal];
  return parts.reduce<number>((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
}

export const messageBadgeAtom = atom((get) => messageBadgeCount(get(messageTotalsAtom)));
