import { formatRemaining, remainingMs } from './remaining-time';

describe('pay deadline', () => {
  it('counts down to the deadline and stops at zero', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });

  it('reads as minutes and seconds, rounding a started second up', () => {
    expect(formatRemaining(29 * 60_000 + 59_500)).toBe('30:00');
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(0)).toBe('00:00');
  });

  it('adds hours for long deadlines', () => {
    expect(formatRemaining(2 * 3_600_000 + 5_000)).toBe('2:00:05');
  });
});
