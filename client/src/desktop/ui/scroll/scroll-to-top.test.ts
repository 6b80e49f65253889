import { scrollToTop } from './scroll-to-top';

describe('scrollToTop', () => {
  it('eases the page to the top over exactly 200 ms of frames', async () => {
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true, writable: true });
    const positions: Array<[number, number]> = [];
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      positions.push([clock, y]);
    }) as unknown as typeof window.scrollTo);
    let clock = 0;
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      const at = clock;
      clock += 50;
      setTimeout(() => cb(at), 0);
      return 0;
    });
    await scrollToTop();
    // Frames at 0, 50, 100, 150, 200 ms: still moving before 200 ms, at the top exactly at 200 ms.
    expect(positions.map(([, y]) => y)).toHaveLength(5);
    expect(positions[3]![1]).toBeGreaterThan(0);
    expect(positions[4]![1]).toBe(0);
    expect(positions.map(([, y]) => y)).toEqual([...positions.map(([, y]) => y)].sort((a, b) => b - a));
    scrollTo.mockRestore();
    raf.mockRestore();
  });

  it('does nothing at the top already', async () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await scrollToTop();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
