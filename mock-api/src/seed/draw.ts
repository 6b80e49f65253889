// What every part of the seed draws with: one Faker instance, seeded with MOCK_SEED, that all parts
// share in a fixed order (createSeed calls them in turn), and the CST day every time is laid out from.
import type { Faker } from '@faker-js/faker';

export interface Draw {
  f: Faker;
  /** Start of the CST day of `now`. */
  day: number;
}

/** Community authors: uids 1…SEED_USERS write documents, comments and evaluations. */
export const SEED_USERS = 60;

/** A seeded user who wrote something: any of the community authors. */
export const anyAuthor = ({ f }: Draw): number => f.number.int({ min: 1, max: SEED_USERS });
