// Both faces' address forms pick province, city and area in one control named `region`, while the
// server names the three codes apart; a refusal of any of them is shown on that one control.
import type { AddressField } from '@storefront/contracts';

type RegionCode = 'provinceCode' | 'cityCode' | 'areaCode';
export type AddressFormField = Exclude<AddressField, RegionCode> | 'region';

type SetFieldError<F extends string> = (
  field: F,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/** The form field a server's address field is shown on. */
export const addressFormField = (field: AddressField): AddressFormField =>
  field === 'provinceCode' || field === 'cityCode' || field === 'areaCode' ? 'region' : field;

/** A setError over the server's address fields, from the form's own setError. */
export const setAddressFieldError =
  (setError: SetFieldError<AddressFormField>): SetFieldError<AddressField> =>
  (field, error, options) =>
    setError(addressFormField(field), error, options);
