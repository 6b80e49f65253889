import { act, fireEvent, render } from '@testing-library/react';
import { FALLBACK_IMAGE, LazyImage } from './lazy-image';

describe('LazyImage', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('starts loading 1.3 screens below the viewport and never above it', () => {
    const margins: string[] = [];
    window.IntersectionObserver = class {
      constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        margins.push(options?.rootMargin ?? '');
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const { getByRole } = render(<LazyImage src="/media/goods/1.svg" alt="咖啡豆" width={80} height={80} />);
    expect(margins).toEqual(['0px 0px 1300px 0px']);
    expect(getByRole('img', { name: '咖啡豆' })).not.toHaveAttribute('src');
  });

  it('shows the fallback after its attempts fail, and loads again once the network is back', () => {
    const { getByRole } = render(
      <LazyImage src="/media/goods/1.svg" alt="咖啡豆" width={80} height={80} eager />,
    );
    const image = getByRole('img', { name: '咖啡豆' });
    for (let i = 0; i < 3; i++) fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
    for (const online of [false, true]) {
      onLine.mockReturnValue(online);
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    }
    onLine.mockRestore();
    expect(image).toHaveAttribute('src', '/media/goods/1.svg');
  });
});
