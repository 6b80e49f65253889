// The address writes: add, edit, delete, make default. Each refreshes the address list and the
// default address (the checkout reads both, so a new address shows there at once); add and delete
// also patch the cached list from the reply, so it changes before the refetch lands.
import type { EndpointName } from '@storefront/contracts';
import { call, type InputOf } from '../api/call';
import { patchCached, sameId } from '../api/cache-patch';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

const ADDRESS_READS = ['getAddressList', 'getDefaultAddress'] as const satisfies readonly EndpointName[];
const effects = { invalidates: ADDRESS_READS };

/** 新增收货地址; the reply is the new address (its id selects it on the settle page). */
export const useAddAddress = (callbacks?: CallbacksOf<'addUserAddress'>) =>
  useApiMutation(
    (input: InputOf<'addUserAddress'>) => call('addUserAddress', input),
    {
      ...effects,
      update: (client, created) =>
        patchCached(client, 'getAddressList', (list) => [
          ...list.map((a) => (created.isDefault ? { ...a, isDefault: false } : a)),
          created,
        ]),
    },
    callbacks,
  );

/** 修改收货地址. */
export const useEditAddress = (callbacks?: CallbacksOf<'updateUserAddress'>) =>
  useApiMutation(
    (input: InputOf<'updateUserAddress'>) => call('updateUserAddress', input),
    effects,
    callbacks,
  );

/** 删除收货地址. */
export const useDeleteAddress = (callbacks?: CallbacksOf<'delUserAddress'>) =>
  useApiMutation(
    (input: InputOf<'delUserAddress'>) => call('delUserAddress', input),
    {
      ...effects,
      update: (client, _reply, { addressId }) =>
        patchCached(client, 'getAddressList', (list) => list.filter((a) => !sameId(a.addressId, addressId))),
    },
    callbacks,
  );

/** 设为默认地址. */
export const useSetDefaultAddress = (callbacks?: CallbacksOf<'updateDefaultAddress'>) =>
  useApiMutation(
    (input: InputOf<'updateDefaultAddress'>) => call('updateDefaultAddress', input),
    effects,
    callbacks,
  );
