// The checkout itself: address card, the lines, 优惠券, 订单备注, the amounts and 提交订单. Every
// choice is kept in the tab's draft, so a login in between (a 52) or a reload comes back to it.
import { MOBILE_BASE, type ResultOf } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import type { InputOf } from '../../../../core/api/call';
import { AddressSheet } from './address-sheet';
import { AddressCard, AmountsCard, LinesCard } from './checkout-cards';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { CouponRemarkCard } from './coupon-remark-card';
import { couponOptions } from './coupon-choice';
import { CouponSheet } from './coupon-sheet';
import { PriceChangeSheet } from './price-change-sheet';
import { SubmitBar } from './submit-bar';
import { useCheckoutAddress } from './use-checkout-address';
import { useCheckoutPrice } from './use-checkout-price';
import { useSubmitOrder } from './use-submit-order';

export type SettleInput = InputOf<'getOrderSettleInfoNew'>;

interface CheckoutFormProps {
  input: SettleInput;
  /** What is bought, as the draft names it. */
  purchase: string;
  /** This page's query string, for the way back from 新增收货地址. */
  search: string;
  settle: ResultOf<'getOrderSettleInfoNew'>;
  /** The address the address pages handed back (just added or chosen there). */
  returnedAddress?: number;
}

export function CheckoutForm({ input, purchase, search, settle, returnedAddress }: CheckoutFormProps) {
  const [kept] = useState(() => readCheckoutDraft(purchase));
  const [remark, setRemark] = useState(kept?.remark ?? '');
  const [sheet, setSheet] = useState<'address' | 'coupon' | null>(null);
  const address = useCheckoutAddress(settle, returnedAddress, kept);
  const price = useCheckoutPrice(input, settle, kept?.couponId, sheet === 'coupon');
  const order = useSubmitOrder(input, purchase);
  const addressId = address.chosen?.addressId;
  const { couponId, amounts } = price;
  const choice = { addressId, couponId, remark };

  useEffect(() => {
    saveCheckoutDraft({ purchase, addressId, couponId, remark });
  }, [purchase, addressId, couponId, remark]);

  const addPath = `/addresses/new?redirect=${encodeURIComponent(`${MOBILE_BASE}/checkout${search}`)}`;
  const knownAddressIds = address.list.map((a) => a.addressId);
  const closeSheet = () => setSheet(null);

  return (
    <>
      <AddressCard chosen={address.chosen} onOpen={() => setSheet('address')} />
      <LinesCard lines={settle.lines} />
      <CouponRemarkCard
        options={price.options}
        couponId={couponId}
        couponAmount={price.couponAmount}
        remark={remark}
        onRemark={setRemark}
        onOpenCoupons={() => setSheet('coupon')}
      />
      <AmountsCard amounts={amounts} />
      <SubmitBar
        problem={order.problem}
        payAmount={amounts.payAmount}
        pending={order.pending}
        disabled={order.pending || price.pricing}
        onSubmit={() => void order.submit(choice, { payAmount: amounts.payAmount, lines: settle.lines })}
      />
      <AddressSheet
        open={sheet === 'address'}
        addresses={address.list}
        chosenId={addressId}
        addPath={addPath}
        onAdd={() => saveCheckoutDraft({ purchase, addressId, couponId, remark, knownAddressIds })}
        onChoose={(id) => {
          address.choose(id);
          closeSheet();
        }}
        onClose={closeSheet}
      />
      <PriceChangeSheet
        change={order.change}
        onClose={order.dismissChange}
        onAccept={() => order.acceptChange(choice)}
      />
      <CouponSheet
        open={sheet === 'coupon'}
        options={couponOptions(settle.coupons, price.savings)}
        savings={price.savings}
        chosenId={couponId}
        onChoose={price.setCouponId}
        onClose={closeSheet}
      />
    </>
  );
}
