// The shapes the admin API answers with (see mock-api/src/test-control/journal.ts and faults.ts).
export interface JournalEntry {
  seq: number;
  time: number;
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  header: { appVersion: string; timestamp: number; source: number; token: string; uid: string } | null;
  reqId: string | null;
  status: number;
  code: string | null;
  durationMs: number;
  fault: string | null;
  faultRules: string[] | null;
  sandbox: string | null;
  operation: string | null;
}

export interface JournalDetail extends JournalEntry {
  headers: Record<string, string>;
  reply: unknown;
  verdict: { ok: boolean | null; summary: string; errors?: Record<string, string> };
}

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
