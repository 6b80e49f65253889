// The shapes the admin API answers with. The journal's are the mock's own (contracts/src/mock-admin),
// imported as types only, so nothing of contracts reaches the browser; the fault rule as listed by
// GET /__mock/faults (see mock-api/src/test-control/faults.ts).
export type { JournalEntry, JudgedJournalDetail as JournalDetail } from '@storefront/contracts';

export interface FaultRule {
  id: string;
  name?: string;
  operation?: string;
  pathPrefix?: string;
  user?: number;
  sandbox?: string;
  effect: string;
  delayMs?: number;
  delayMaxMs?: number;
  message?: string;
  bodyMs?: number;
  probability: number;
  seed: number;
  times?: number;
  until?: number;
  enabled: boolean;
  hits: number;
  expired: boolean;
  origin: 'admin' | 'scenario';
}
