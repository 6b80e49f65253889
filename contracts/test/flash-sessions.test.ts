import { flashStatusAt, landingSession, type FlashStatus } from '../src/rules/flash-sessions.js';

describe('flash sessions', () => {
  const session = { startTime: 1000, endTime: 2000 };

  it('is upcoming before its start, ongoing from its start, ended from its end', () => {
    expect([999, 1000, 1999, 2000].map((now) => flashStatusAt(session, now))).toEqual([
      'upcoming',
      'ongoing',
      'ongoing',
      'ended',
    ]);
  });

  const axis = (...statuses: FlashStatus[]) => statuses.map((status, i) => ({ id: i + 1, status }));
  const land = (sessions: Array<{ id: number; status: FlashStatus }>) =>
    landingSession(sessions, (s) => s.status)?.id;

  it('lands on the running session, else the next to come, else the last', () => {
    expect(land(axis('ended', 'upcoming', 'ongoing', 'upcoming'))).toBe(3);
    expect(land(axis('ended', 'upcoming', 'upcoming'))).toBe(2);
    expect(land(axis('ended', 'ended', 'ended'))).toBe(3);
    expect(land([])).toBeUndefined();
  });
});
