// The mock clock's modes and advance, on a fake wall clock.
import { MockClock } from '../../src/test-control/mock-clock';

describe('MockClock', () => {
  let wall = 1_000_000;
  const clock = () => new MockClock(() => wall);
  beforeEach(() => {
    wall = 1_000_000;
  });

  it('runs on the wall clock by default and keeps running after an advance', () => {
    const c = clock();
    expect(c.now()).toBe(1_000_000);
    c.shift(500);
    wall += 100;
    expect(c.now()).toBe(1_000_600);
    expect(c.mode).toBe('offset');
  });

  it('stands still when frozen, moving only by advance', () => {
    const c = clock();
    c.set({ mode: 'frozen', at: 42 });
    wall += 10_000;
    expect(c.now()).toBe(42);
    c.shift(8);
    expect(c.now()).toBe(50);
  });

  it('runs at a speed from its start instant', () => {
    const c = clock();
    c.set({ mode: 'speed', speed: 60, from: 0 });
    wall += 1000;
    expect(c.now()).toBe(60_000);
    c.shift(5);
    expect(c.now()).toBe(60_005);
    expect(c.current).toEqual({ mode: 'speed', speed: 60, from: 5 });
  });

  it('applies an offset to the wall clock', () => {
    const c = clock();
    c.set({ mode: 'offset', offsetMs: -1000 });
    expect(c.now()).toBe(999_000);
  });
});
