// Header counters (see docs/product-rules.md): the cart summary and the five message totals. The shell fills them
// from getCartNumber / messageTotal while a userId exists; pages may set them after a change.
import { atom } from 'jotai';

export interface MessageTotals {
  likeTotal: number;
  smTotal: number;
  commentTotal: number;
  focusTotal: number;
  favorTotal: number;
  /** Unread count of the message list; not part of the badge sum. */
  newsNmb?: number;
}

export const cartCountAtom = atom(0);
export const messageTotalsAtom = atom<MessageTotals | null>(null);

/** Per docs/product-rules.md: the message badge is the sum of the five totals. */
export function messageBadgeCount(totals: MessageTotals | null | undefined): number {
  if (!totals) return 0;
  const parts = [totals.likeTotal, totals.smTotal, totals.commentTotal, totals.focusTotal, totals.favorTotal];
  return parts.reduce<number>((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
}

export const messageBadgeAtom = atom((get) => messageBadgeCount(get(messageTotalsAtom)));
