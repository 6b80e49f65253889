import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetHarness } from '../../../test/harness';
import CooperationPage from './cooperation-page';

afterEach(resetHarness);

describe('cooperation page', () => {
  it('opens the self-operated supplier tab (type 2) by default with its forms, advantages and portal button', () => {
    renderPage(<CooperationPage />, { url: '/cooperation' });
    expect(document.title).toBe('商家合作 - 多么商城');
    expect(screen.getByRole('tab', { name: '什么是自营供应商' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    for (const text of [
      '一件代发',
      '平台采购入仓',
      '工厂联合定制',
      '品牌孵化',
      '品质保障，售后无忧',
      '全站流量扶持',
      '联合营销',
      '长期稳定上架',
    ]) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    const portal = within(panel).getByRole('link', { name: '供应商入驻' });
    expect(portal).toHaveAttribute('href', 'https://supplier.example.com');
    expect(portal).toHaveAttribute('target', '_blank');
  });

  it('opens the group-buy tab from ?type=1 with its payment and advantages and no portal button', () => {
    renderPage(<CooperationPage />, { url: '/cooperation?type=1' });
    expect(screen.getByRole('tab', { name: '什么是团购合作' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    for (const text of [
      '单品佣金',
      '品牌曝光',
      '产品推广',
      '快速动销',
      '拉新获客',
      '提升口碑',
      '按效果付费',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).queryByRole('link', { name: '供应商入驻' })).toBeNull();
  });

  it('switches tabs on click and keeps the choice in the query string', async () => {
    const user = userEvent.setup();
    renderPage(<CooperationPage />, { url: '/cooperation' });
    await user.click(screen.getByRole('tab', { name: '什么是团购合作' }));
    expect(screen.getByRole('tab', { name: '什么是团购合作' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('单品佣金')).toBeInTheDocument();
  });

  it('has a breadcrumb whose two links open in a new tab, and a side bar with contact lines', () => {
    renderPage(<CooperationPage />, { url: '/cooperation' });
    const crumbs = within(screen.getByRole('navigation', { name: '面包屑' })).getAllByRole('link');
    expect(crumbs.map((a) => a.textContent)).toEqual(['首页', '商家合作']);
    expect(crumbs.map((a) => a.getAttribute('href'))).toEqual(['/home', '/cooperation']);
    crumbs.forEach((a) => expect(a).toHaveAttribute('target', '_blank'));
    const side = screen.getByRole('complementary', { name: '合作咨询' });
    expect(within(side).getByText('招商热线')).toBeInTheDocument();
    expect(within(side).getByText('以上联系方式为演示数据')).toBeInTheDocument();
  });
});
