import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard, pageOf } from '../../../test/content-fixtures';
import CustomZonePage from './custom-zone-page';

afterEach(resetHarness);

const zones = [
  { zoneId: 1, title: '露营装备', subTitle: '周末去野外', picUrl: '/z1.svg' },
  { zoneId: 2, title: '宠物好物', subTitle: '毛孩子的幸福', picUrl: '/z2.svg' },
];
const stubs = {
  getGreateGoodList: { ...pageOf([goodsCard(1, { name: '精选好物一' })]), zones },
  getZoneProductList: (input: Record<string, unknown>) => ({
    ...pageOf([goodsCard(30 + Number(input.zoneId), { name: `专区商品${String(input.zoneId)}` })]),
    zone: zones[Number(input.zoneId) - 1],
  }),
};

describe('custom zone page', () => {
  it('shows all zone goods, then the goods and banner of the chosen zone', async () => {
    const user = userEvent.setup();
    const page = renderPage(<CustomZonePage />, { url: '/CustomZone', stubs });
    expect(await screen.findByText('精选好物一')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '宠物好物' }));
    expect(await screen.findByText('专区商品2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '宠物好物' })).toBeInTheDocument();
    expect(page.callsOf('getZoneProductList')).toEqual([{ zoneId: '2', pageNum: '1', pageSize: '10' }]);
    expect(document.title).toBe('宠物好物 - 定制专区 - 多么商城');
  });

  it('says a zone is empty', async () => {
    renderPage(<CustomZonePage />, {
      url: '/CustomZone?zone=1',
      stubs: { ...stubs, getZoneProductList: { ...pageOf([]), zone: zones[0] } },
    });
    expect(await screen.findByText('该专区暂无商品')).toBeInTheDocument();
  });

  it('offers 重新加载 when the goods fail to load', async () => {
    renderPage(<CustomZonePage />, { url: '/CustomZone', stubs: { getGreateGoodList: NETWORK_DOWN } });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
