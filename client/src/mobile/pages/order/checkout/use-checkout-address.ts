// The checkout's address: the one the address pages handed back, else the draft's, else the default
// (chooseAddress). Until the list answers, the settle info's address (the default) stands in.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { useAddressList } from '../../../../core/address/address-queries';
import { chooseAddress } from './address-choice';
import type { CheckoutDraft } from './checkout-draft';

export function useCheckoutAddress(
  settle: ResultOf<'getOrderSettleInfoNew'>,
  returnedAddress: number | undefined,
  kept: CheckoutDraft | null,
) {
  const addresses = useAddressList(undefined, { staleTime: 0 });
  const [addressId, setAddressId] = useState<number | undefined>(returnedAddress ?? kept?.addressId);
  // Ids known before 新增收货地址: the address that is new on return is chosen, until another is
  // picked (for a way back that does not name it).
  const [known, setKnown] = useState(returnedAddress === undefined ? kept?.knownAddressIds : undefined);
  const list = addresses.data ?? [];
  const chosen = chooseAddress(
    list,
    addresses.data ? { addressId, knownAddressIds: known } : null,
    settle.address,
  );
  const choose = (id: number) => {
    setAddressId(id);
    setKnown(undefined);
  };
  return { list, chosen, choose };
}
