// The half-filled checkout (address, coupon, remark) kept in sessionStorage, so a login in the
// middle (a 52, or a page reload) comes back to the same choices. One draft per tab, tied to what is
// being bought: a draft of other lines is not applied.
import { ORDER_REMARK_MAX } from '@storefront/contracts';
import { storageGetJson, storageRemove, storageSet } from '../../../../core/state/web-storage';

export const CHECKOUT_DRAFT_KEY = 'mCheckoutDraft';

export interface CheckoutDraft {
  /** What is being bought, e.g. `cart` or `buyNow:12:34:2`; a draft of another purchase is ignored. */
  purchase: string;
  addressId?: number;
  /** 0 = 不使用优惠券; absent = not chosen yet (the best one applies). */
  couponId?: number;
  remark: string;
  /** Set on the way to 新增收货地址: the ids known then, so the new one is chosen on return. */
  knownAddressIds?: number[];
}

const isId = (v: unknown): boolean => v === undefined || (Number.isInteger(v) && (v as number) >= 0);

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.purchase === 'string' &&
    typeof d.remark === 'string' &&
    d.remark.length <= ORDER_REMARK_MAX &&
    isId(d.addressId) &&
    isId(d.couponId) &&
    (d.knownAddressIds === undefined ||
      (Array.isArray(d.knownAddressIds) && d.knownAddressIds.every((id) => isId(id))))
  );
}

export function readCheckoutDraft(purchase: string): CheckoutDraft | null {
  const draft = storageGetJson('session', CHECKOUT_DRAFT_KEY, isDraft);
  return draft && draft.purchase === purchase ? draft : null;
}

export const saveCheckoutDraft = (draft: CheckoutDraft): void =>
  storageSet('session', CHECKOUT_DRAFT_KEY, JSON.stringify(draft));

/** After the order is placed the draft is spent. */
export const dropCheckoutDraft = (): void => storageRemove('session', CHECKOUT_DRAFT_KEY);
