import { render } from '@testing-library/react';
import { LazyImage } from './lazy-image';

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
});
