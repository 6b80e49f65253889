import { addressOf as address } from '../../../../test/address-fixtures';
import { chooseAddress } from './address-choice';

describe('chooseAddress', () => {
  const list = [address(1), address(2, { isDefault: true }), address(3)];

  it('shows the default address at first', () => {
    expect(chooseAddress(list, null, null)?.addressId).toBe(2);
  });

  it('keeps the address chosen before a login or reload', () => {
    expect(chooseAddress(list, { addressId: 3 }, null)?.addressId).toBe(3);
  });

  it('chooses the address just added on the way back from 新增收货地址', () => {
    expect(
      chooseAddress([...list, address(9)], { addressId: 3, knownAddressIds: [1, 2, 3] }, null)?.addressId,
    ).toBe(9);
  });

  it('keeps the earlier choice when nothing was added after all', () => {
    expect(chooseAddress(list, { addressId: 1, knownAddressIds: [1, 2, 3] }, null)?.addressId).toBe(1);
  });

  it('falls back to the default when the kept address was deleted', () => {
    expect(chooseAddress(list, { addressId: 42 }, null)?.addressId).toBe(2);
  });

  it('uses the settle info address while the list is empty, and none without either', () => {
    expect(chooseAddress([], null, address(5))?.addressId).toBe(5);
    expect(chooseAddress([], null, null)).toBeNull();
  });
});
