import { countText, formatRelative } from './relative-time';

describe('community times', () => {
  const now = Date.UTC(2026, 10, 22, 4, 0, 0);
  it('says 刚刚, minutes, hours and days ago, then the date', () => {
    expect(formatRelative(now - 10_000, now)).toBe('刚刚');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5分钟前');
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3小时前');
    expect(formatRelative(now - 2 * 86_400_000, now)).toBe('2天前');
    expect(formatRelative(Date.UTC(2026, 0, 5, 4), now)).toBe('2026-01-05');
  });

  it('shows a time ahead of the clock as its date, not as 刚刚', () => {
    expect(formatRelative(now + 10 * 3_600_000, now)).toBe('2026-11-22');
  });

  it('writes large counts with 万', () => {
    expect(countText(9999)).toBe('9999');
    expect(countText(12_345)).toBe('1.2万');
    expect(countText(30_000)).toBe('3万');
  });
});
