// The flash-sale time axis: fixed daily slots (CST), each session's goods picked deterministically
// from the seed's flash pool. Session ids encode day and slot, so any id can be resolved later.
import { flashStatusAt, type FlashStatus } from '@storefront/contracts';
import { hashInts, pickDistinct, rng } from './random.js';
import { HOUR_MS, cstDayIndex, dayStartOfIndex } from './time.js';
import type { FlashSession } from './types.js';

export const FLASH_SLOT_HOURS = [0, 8, 10, 12, 14, 16, 20, 22] as const;
export const FLASH_GOODS_PER_SESSION = 8;

export interface FlashPool {
  seedNumber: number;
  /** Goods ids eligible for flash sales. */
  goodsIds: number[];
}

const sessionIdOf = (dayIndex: number, slot: number) => dayIndex * 10 + slot + 1;

function buildSession(pool: FlashPool, dayIndex: number, slot: number): FlashSession {
  const dayStart = dayStartOfIndex(dayIndex);
  const hour = FLASH_SLOT_HOURS[slot]!;
  const nextHour = FLASH_SLOT_HOURS[slot + 1] ?? 24;
  const sessionId = sessionIdOf(dayIndex, slot);
  const random = rng(hashInts(pool.seedNumber, sessionId));
  return {
    sessionId,
    title: `${String(hour).padStart(2, '0')}:00`,
    startTime: dayStart + hour * HOUR_MS,
    endTime: dayStart + nextHour * HOUR_MS,
    goodsIds: pickDistinct(pool.goodsIds, FLASH_GOODS_PER_SESSION, random),
  };
}

/** Every session of the CST day containing `time`. */
export function flashSessionsOfDay(pool: FlashPool, time: number): FlashSession[] {
  const dayIndex = cstDayIndex(time);
  return FLASH_SLOT_HOURS.map((_, slot) => buildSession(pool, dayIndex, slot));
}

/** The sessions of yesterday, today and tomorrow around `time`. */
export function flashSessionsAround(pool: FlashPool, time: number): FlashSession[] {
  const day = 24 * HOUR_MS;
  return [time - day, time, time + day].flatMap((t) => flashSessionsOfDay(pool, t));
}

/**
 * The last day a session id may name (100 years after 2020): beyond it an id is no session, and
 * times stay safe integers (a fuzzed id near 2^31 made start times past Number.MAX_SAFE_INTEGER).
 */
export const MAX_FLASH_DAY_INDEX = 36_500;

/** Resolves any session id (or null when it names no slot). */
export function findFlashSession(pool: FlashPool, sessionId: number): FlashSession | null {
  if (!Number.isInteger(sessionId) || sessionId <= 0) return null;
  const slot = (sessionId - 1) % 10;
  const dayIndex = Math.floor((sessionId - 1) / 10);
  if (slot >= FLASH_SLOT_HOURS.length || dayIndex > MAX_FLASH_DAY_INDEX) return null;
  return buildSession(pool, dayIndex, slot);
}

export type { FlashStatus };
export const flashStatus: (session: FlashSession, now: number) => FlashStatus = flashStatusAt;
