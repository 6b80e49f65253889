import { act, cleanup, render, screen } from '@testing-library/react';
import '../../../test/browser-stubs';
import { Carousel } from './carousel';

const slides = ['一', '二', '三'].map((name) => <img key={name} src={`/${name}.svg`} alt={name} />);

describe('Carousel', () => {
  let idle: (() => void) | undefined;
  beforeEach(() => {
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    cleanup();
    // jsdom has neither: the carousel falls back to a timeout there.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('paints the first slide alone until the browser is idle, with its arrows and dots in place', () => {
    render(<Carousel label="首页轮播广告" slides={slides} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '一' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /切换到第/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '下一张' })).toBeInTheDocument();

    act(() => idle?.());
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('img', { name: '三' })).toBeInTheDocument();
  });
});
