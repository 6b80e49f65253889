// /m/history: the looks kept on the device grouped by day, each opening its goods; 清空 asks first.
import { fireEvent, screen, within } from '@testing-library/react';
import { FOOTPRINT_STORAGE_KEY } from '@storefront/contracts';
import { footprintsAtom, readFootprints } from '../../../core/footprint/footprints';
import { appStore } from '../../../core/state/store';
import { renderPage, resetHarness } from '../../../test/harness';
import FootprintPage from './footprint-page';

const now = Date.now();

function seed(list: unknown) {
  window.localStorage.setItem(FOOTPRINT_STORAGE_KEY, JSON.stringify(list));
  appStore.set(footprintsAtom, readFootprints());
}

afterEach(() => {
  window.localStorage.clear();
  appStore.set(footprintsAtom, []);
  resetHarness();
});

describe('mobile 足迹 page', () => {
  it('shows today’s looks newest first, each linking to its goods', () => {
    seed([
      { goodsId: 3, name: '保温杯', picUrl: '/a.jpg', price: 5900, viewedAt: now - 1000 },
      { goodsId: 8, name: '雨伞', picUrl: '/b.jpg', price: 3900, viewedAt: now },
    ]);
    renderPage(FootprintPage, { url: '/history' });
    const today = screen.getByRole('region', { name: '今天' });
    const links = within(today).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/goods/8', '/goods/3']);
    expect(links[0]).toHaveAccessibleName('雨伞');
  });

  it('clears after the confirmation, and only then', () => {
    seed([{ goodsId: 3, name: '保温杯', picUrl: '/a.jpg', price: 5900, viewedAt: now }]);
    renderPage(FootprintPage, { url: '/history' });
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    const dialog = screen.getByRole('dialog', { name: '清空足迹', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消', hidden: true }));
    expect(screen.getByRole('link', { name: '保温杯' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '清空', hidden: true }));
    expect(screen.getByText('还没有浏览记录')).toBeInTheDocument();
    expect(window.localStorage.getItem(FOOTPRINT_STORAGE_KEY)).toBeNull();
  });

  it('shows the empty state when storage holds something unreadable', () => {
    seed('oops');
    renderPage(FootprintPage, { url: '/history' });
    expect(screen.getByText('还没有浏览记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  });
});
