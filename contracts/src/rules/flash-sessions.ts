// A flash-sale session's state by the clock, and the session a visitor lands on. The mock decides
// both for its answers (getFlashSale's session); the desktop and phone time axes pick their first
// tab by the same rule from the states the server sent.
export const FLASH_STATUSES = ['ended', 'ongoing', 'upcoming'] as const;
export type FlashStatus = (typeof FLASH_STATUSES)[number];

/** A session runs from its start (inclusive) to its end (exclusive). */
export const flashStatusAt = (session: { startTime: number; endTime: number }, now: number): FlashStatus =>
  now >= session.endTime ? 'ended' : now >= session.startTime ? 'ongoing' : 'upcoming';

/** The running session, else the first one still to come, else the last (the day is over). */
export function landingSession<S>(
  sessions: readonly S[],
  statusOf: (session: S) => FlashStatus,
): S | undefined {
  return (
    sessions.find((s) => statusOf(s) === 'ongoing') ??
    sessions.find((s) => statusOf(s) === 'upcoming') ??
    sessions.at(-1)
  );
}
