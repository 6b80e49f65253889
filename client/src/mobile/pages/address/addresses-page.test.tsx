// /m/addresses: the default first, 设为默认 and 删除 (only after 确定删除), 编辑 keeping `redirect`,
// and with a checkout's `redirect` a tap on an address goes back there with it chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addressOf } from '../../../test/address-fixtures';
import { currentLocation, renderPage, resetHarness } from '../../../test/harness';
import AddressesPage from './addresses-page';

afterEach(resetHarness);

const LIST = [addressOf(1, { consignee: '李四' }), addressOf(2, { isDefault: true })];

const open = (url = '/addresses') =>
  renderPage(AddressesPage, {
    url,
    path: '/addresses',
    loggedIn: true,
    stubs: { getAddressList: LIST, updateDefaultAddress: null, delUserAddress: null },
  });

describe('mobile address list', () => {
  it('lists the default first and sets another as default', async () => {
    const view = open();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('张三');
    expect(within(items[0]!).getByText('默认')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: '设为默认' })).not.toBeInTheDocument();
    fireEvent.click(within(items[1]!).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(view.callsOf('updateDefaultAddress')).toEqual([{ addressId: '1' }]));
  });

  it('deletes an address only after 确定删除', async () => {
    const view = open();
    fireEvent.click(await screen.findByRole('button', { name: '删除 李四 的地址' }));
    const sheet = await screen.findByRole('dialog', { name: '删除地址' });
    fireEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    expect(view.callsOf('delUserAddress')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '删除 李四 的地址' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(view.callsOf('delUserAddress')).toEqual([{ addressId: '1' }]));
  });

  it('goes back to the checkout with the tapped address, and 编辑 keeps the way back', async () => {
    const redirect = encodeURIComponent('/m/checkout?source=cart');
    open(`/addresses?redirect=${redirect}`);
    expect(await screen.findByRole('heading', { name: '选择收货地址' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '编辑 李四 的地址' })).toHaveAttribute(
      'href',
      `/addresses/1?redirect=${redirect}`,
    );
    fireEvent.click(screen.getByRole('button', { name: /^李四/ }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout?source=cart&addressId=1'));
  });
});
