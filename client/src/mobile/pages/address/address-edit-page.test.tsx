// /m/addresses/:id: the shop's phone validator and Chinese messages at each field, the area
// cascader over getWebArea, the way back to `redirect` with the saved address, and the typed values
// kept through a network failure.
import { MESSAGES } from '@storefront/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentLocation,
  invalid,
  NETWORK_DOWN,
  renderPage,
  resetHarness,
  type ApiStubs,
} from '../../../test/harness';
import { addressOf } from '../../../test/address-fixtures';
import AddressEditPage from './address-edit-page';

afterEach(resetHarness);

const AREA = {
  provinces: [
    { code: '440000', name: '广东省' },
    { code: '110000', name: '北京市' },
  ],
  city: {
    '440000': [{ code: '440300', name: '深圳市' }],
    '110000': [{ code: '110100', name: '北京市' }],
  },
  area: {
    '440300': [{ code: '440305', name: '南山区' }],
    '110100': [{ code: '110105', name: '朝阳区' }],
  },
};

const SAVED = addressOf(31, { detail: '科技园路1号101室' });

/** The page under its real route pattern, so :id is read as in the app. */
const open = (url: string, stubs: ApiStubs) =>
  renderPage(AddressEditPage, { url, stubs, loggedIn: true, path: '/addresses/:id' });

const pickArea = async (...names: string[]) => {
  fireEvent.click(await screen.findByRole('button', { name: /所在地区/ }));
  const dialog = await screen.findByRole('dialog', { name: '选择所在地区' });
  // Each level's options are a list named after it (选择省份, 选择城市, 选择区县).
  for (const name of names)
    fireEvent.click(within(within(dialog).getByRole('list')).getByRole('button', { name }));
};

describe('mobile address form', () => {
  it('answers every empty or bad field in Chinese and saves nothing', async () => {
    const view = open('/addresses/new', { getWebArea: AREA, addUserAddress: SAVED });
    await userEvent.type(screen.getByLabelText('手机号码'), '1234');
    await userEvent.type(screen.getByLabelText('详细地址'), '一号');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写收货人')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByText('详细地址至少5个字')).toBeInTheDocument();
    expect(view.callsOf('addUserAddress')).toHaveLength(0);
  });

  it('picks province, city and area in the cascader and saves, back to the checkout with the address', async () => {
    const view = open(`/addresses/new?redirect=${encodeURIComponent('/m/checkout?source=cart')}`, {
      getWebArea: AREA,
      addUserAddress: SAVED,
    });
    await userEvent.type(screen.getByLabelText('收货人'), ' 张三 ');
    await userEvent.type(screen.getByLabelText('手机号码'), '021-12345678');
    await pickArea('广东省', '深圳市', '南山区');
    expect(screen.getByRole('button', { name: /所在地区 广东省 深圳市 南山区/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('详细地址'), '科技园路1号101室');
    fireEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout?source=cart&addressId=31'));
    expect(view.callsOf('addUserAddress')).toEqual([
      {
        consignee: '张三',
        mobile: '021-12345678',
        provinceCode: '440000',
        cityCode: '440300',
        areaCode: '440305',
        detail: '科技园路1号101室',
        isDefault: '1',
      },
    ]);
  });

  it('edits an existing address with its values filled in and returns to the list', async () => {
    const view = open('/addresses/31', {
      getWebArea: AREA,
      getAddressList: [SAVED],
      updateUserAddress: (input) => ({ ...SAVED, ...input, addressId: 31 }),
    });
    expect(await screen.findByLabelText('收货人')).toHaveValue('张三');
    // Back to the province level from the picked path, then down again.
    fireEvent.click(await screen.findByRole('button', { name: /所在地区/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择所在地区' });
    fireEvent.click(within(dialog).getByRole('button', { name: '广东省' }));
    for (const name of ['北京市', '北京市', '朝阳区'])
      fireEvent.click(within(within(dialog).getByRole('list')).getByRole('button', { name }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentLocation()).toBe('/addresses'));
    expect(view.callsOf('updateUserAddress')[0]).toMatchObject({
      addressId: '31',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110105',
    });
  });

  it('shows the server refusing an area code on the one 所在地区 row', async () => {
    open('/addresses/31', {
      getWebArea: AREA,
      getAddressList: [SAVED],
      updateUserAddress: invalid({ areaCode: '所选区县不存在' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    const problem = await screen.findByText('所选区县不存在');
    expect(problem).toHaveAttribute('id', 'address-region-error');
    expect(screen.getByRole('button', { name: /所在地区/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an unknown address does not exist', async () => {
    open('/addresses/999', { getWebArea: AREA, getAddressList: [SAVED] });
    expect(await screen.findByText('地址不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回地址列表' })).toBeInTheDocument();
  });

  it('keeps what was typed through a network failure and saves on 重试', async () => {
    let online = false;
    const view = open('/addresses/31', {
      getWebArea: AREA,
      getAddressList: [SAVED],
      updateUserAddress: () => (online ? SAVED : NETWORK_DOWN),
    });
    const detail = await screen.findByLabelText('详细地址');
    await userEvent.clear(detail);
    await userEvent.type(detail, '科技园路2号202室');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(detail).toHaveValue('科技园路2号202室');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(currentLocation()).toBe('/addresses'));
    expect(view.callsOf('updateUserAddress')[1]).toMatchObject({ detail: '科技园路2号202室' });
  });
});
