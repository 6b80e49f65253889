import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './pull-to-refresh';

// 首页's shape: a sticky red bar, then the pullable content.
const renderPage = (onRefresh = jest.fn(() => Promise.resolve())) => {
  render(
    <>
      <header data-testid="bar">搜索商品</header>
      <PullToRefresh onRefresh={onRefresh} tone="brand">
        <p>内容</p>
      </PullToRefresh>
    </>,
  );
  const content = screen.getByText('内容').parentElement!;
  const root = content.parentElement!;
  return { onRefresh, content, root };
};

const touch = (y: number) => ({ touches: [{ clientY: y }] });

describe('pull to refresh', () => {
  it('keeps the browser from moving the page (and its header) while the content is pulled', () => {
    const { content, root } = renderPage();
    fireEvent.touchStart(root, touch(100));
    // fireEvent answers false when a listener called preventDefault.
    const browserMayScroll = fireEvent.touchMove(root, touch(200));
    expect(browserMayScroll).toBe(false);
    // Only the content slides; the bar before it is untouched and the gap is the bar's colour.
    expect(content.style.transform).toBe('translateY(50px)');
    expect(screen.getByTestId('bar').getAttribute('style')).toBeNull();
    const indicator = screen.getByTestId('pull-indicator');
    expect(indicator.style.height).toBe('50px');
    expect(indicator.className).toMatch(/brand/);
    expect(indicator).toHaveTextContent('下拉刷新');
  });

  it('refreshes when let go past the threshold, then settles back', async () => {
    const { onRefresh, content, root } = renderPage();
    fireEvent.touchStart(root, touch(0));
    fireEvent.touchMove(root, touch(200));
    expect(screen.getByTestId('pull-indicator')).toHaveTextContent('释放立即刷新');
    await act(async () => {
      fireEvent.touchEnd(root);
      await Promise.resolve();
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(content.style.transform).toBe('');
  });

  it('leaves an upward swipe to the browser and refreshes nothing', () => {
    const { onRefresh, root } = renderPage();
    fireEvent.touchStart(root, touch(200));
    expect(fireEvent.touchMove(root, touch(100))).toBe(true);
    fireEvent.touchEnd(root);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves a drag inside a sheet opened from the list to the sheet', () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <dialog open>
          <p>物流轨迹</p>
        </dialog>
      </PullToRefresh>,
    );
    const inSheet = screen.getByText('物流轨迹');
    fireEvent.touchStart(inSheet, touch(100));
    expect(fireEvent.touchMove(inSheet, touch(300))).toBe(true);
    fireEvent.touchEnd(inSheet);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
