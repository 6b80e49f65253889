// Saving the address form: add or edit, then back to where the shopper came from (the checkout
// with this address chosen, or the list); a refusal is shown beside its field, the rest as a
// sentence with 重试 after a network failure.
import { ADDRESS_FIELDS } from '@storefront/contracts';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setAddressFieldError } from '../../../core/address/address-form-fields';
import { useAddAddress, useEditAddress } from '../../../core/address/address-mutations';
import { formFailure, type FormFailure } from '../../ui/form/form-failure';
import { showToast } from '../../ui/toast/toast-bus';
import { ADDRESS_LIST_PATH, returnWithAddress } from './address-return';
import type { Address, AddressValues } from './address-values';

export function useAddressSave(address: Address | null, setError: UseFormSetError<AddressValues>) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const add = useAddAddress();
  const edit = useEditAddress();
  const pending = add.isPending || edit.isPending;

  const save = async ({ consignee, mobile, region, detail, isDefault }: AddressValues) => {
    if (pending || !region) return;
    setFailure(null);
    const input = {
      consignee,
      mobile,
      provinceCode: region.provinceCode,
      cityCode: region.cityCode,
      areaCode: region.areaCode,
      detail,
      isDefault: isDefault ? 1 : 0,
    };
    try {
      const saved = address
        ? await edit.mutateAsync({ ...input, addressId: address.addressId })
        : await add.mutateAsync(input);
      showToast(address ? '地址已保存' : '地址已添加');
      await navigate(returnWithAddress(redirect, saved.addressId) ?? ADDRESS_LIST_PATH, { replace: true });
    } catch (error) {
      setFailure(formFailure(error, ADDRESS_FIELDS, setAddressFieldError(setError)));
    }
  };
  return { save, pending, failure };
}
