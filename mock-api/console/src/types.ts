// The shapes the admin API answers with: the journal's entries and the listed fault rules, written by
// the mock in the shapes of contracts/src/mock-admin and imported here as types only, so nothing of
// contracts reaches the browser.
export type {
  JournalEntry,
  JudgedJournalDetail as JournalDetail,
  ListedFaultRule as FaultRule,
} from '@storefront/contracts';
