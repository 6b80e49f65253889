import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useUrlPaging } from './use-url-paging';

function renderAt(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlPaging(), { wrapper });
  return { ...hook, search: () => router.state.location.search };
}

describe('useUrlPaging', () => {
  it('starts on page 1 with 10 per page', () => {
    const { result } = renderAt('/list');
    expect(result.current).toMatchObject({ page: 1, size: 10 });
  });

  it('reads a chosen size and page from the URL', () => {
    const { result } = renderAt('/list?page=3&size=50');
    expect(result.current).toMatchObject({ page: 3, size: 50 });
  });

  it('falls back to 10 for a size that is not one of the choices', () => {
    expect(renderAt('/list?size=60').result.current.size).toBe(10);
    expect(renderAt('/list?size=abc&page=-2').result.current).toMatchObject({ page: 1, size: 10 });
  });

  it('writes page and size to the URL and leaves the defaults out', () => {
    const { result, search } = renderAt('/list?keyword=茶');
    act(() => result.current.setPage(2, 30));
    expect(new URLSearchParams(search()).get('size')).toBe('30');
    expect(new URLSearchParams(search()).get('page')).toBe('2');
    act(() => result.current.setPage(1, 10));
    expect(search()).toBe(`?keyword=${encodeURIComponent('茶')}`);
  });

  it('goes back to page 1 when another query value changes', () => {
    const { result, search } = renderAt('/list?page=4&size=20');
    act(() => result.current.update({ sort: 'hot' }));
    expect(result.current).toMatchObject({ page: 1, size: 20 });
    expect(search()).toBe('?size=20&sort=hot');
  });
});
