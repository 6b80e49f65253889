// Fault and latency injection: per request with `x-mock-fault` / `x-mock-delay`, or globally
// (POST /__mock/faults) so a whole client can be exercised against a failing upstream.
import { refused, sessionInvalid } from '@storefront/contracts';
import type { NextFunction, Request, Response } from 'express';

export const FAULT_KINDS = ['500', 'timeout', 'reset', '52', '02'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const MAX_DELAY_MS = 60_000;

export interface GlobalFaults {
  fault: FaultKind | null;
  delayMs: number;
  /** Only requests whose path starts with this are affected ('' = all of /api and /media). */
  pathPrefix: string;
  /** How many more requests get the fault; null = until cleared. */
  remaining: number | null;
}

/** A scenario's standing fault on one path: a delay on every call, the fault on every `every`-th. */
export interface StandingFault {
  path: string;
  fault: FaultKind | null;
  delayMs: number;
  every: number;
}

export const isFaultKind = (value: unknown): value is FaultKind =>
  typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);

export class FaultState {
  current: GlobalFaults = { fault: null, delayMs: 0, pathPrefix: '', remaining: null };

  /** Standing faults by exact path, with how many calls each has seen. */
  private standing = new Map<string, { rule: StandingFault; calls: number }>();

  constructor(private readonly timeoutHoldMs: number) {}

  /** Replaces the standing faults (a scenario's `faults`). */
  setStanding(rules: readonly StandingFault[]): void {
    this.standing = new Map(rules.map((rule) => [rule.path, { rule, calls: 0 }]));
  }

  get standingFaults(): StandingFault[] {
    return [...this.standing.values()].map((s) => s.rule);
  }

  set(next: GlobalFaults): void {
    this.current = next;
  }

  /** Clears the global setting and the standing faults. */
  clear(): void {
    this.current = { fault: null, delayMs: 0, pathPrefix: '', remaining: null };
    this.standing.clear();
  }

  /** The fault and delay this request gets: its own headers win over the global setting. */
  private decide(req: Request): { fault: FaultKind | null; delayMs: number } {
    const headerFault = req.get('x-mock-fault');
    const headerDelay = Number(req.get('x-mock-delay'));
    let fault: FaultKind | null = isFaultKind(headerFault) ? headerFault : null;
    let delayMs = Number.isFinite(headerDelay) && headerDelay > 0 ? Math.min(headerDelay, MAX_DELAY_MS) : 0;
    const g = this.current;
    if (req.path.startsWith(g.pathPrefix) && (g.remaining === null || g.remaining > 0)) {
      if (!fault && g.fault) fault = g.fault;
      if (!delayMs && g.delayMs) delayMs = g.delayMs;
      if ((g.fault || g.delayMs) && g.remaining !== null) g.remaining--;
    }
    const standing = this.standing.get(req.path);
    if (standing) {
      standing.calls++;
      if (!delayMs) delayMs = standing.rule.delayMs;
      if (!fault && standing.rule.fault && standing.calls % standing.rule.every === 0)
        fault = standing.rule.fault;
    }
    return { fault, delayMs };
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const { fault, delayMs } = this.decide(req);
      const proceed = () => {
        if (!fault) return next();
        res.locals.fault = fault;
        switch (fault) {
          case '500':
            res.status(500).json({ code: '500', msg: '模拟的服务器错误', result: null });
            return;
          case '52':
            res.json(sessionInvalid());
            return;
          case '02':
            res.json(refused('模拟的业务错误'));
            return;
          case 'reset':
            req.socket.destroy();
            return;
          case 'timeout': {
            // Hold the request without answering, then drop the connection so nothing leaks.
            const timer = setTimeout(() => req.socket.destroy(), this.timeoutHoldMs);
            timer.unref();
            res.once('close', () => clearTimeout(timer));
            return;
          }
        }
      };
      if (delayMs > 0) {
        const timer = setTimeout(proceed, delayMs);
        res.once('close', () => clearTimeout(timer));
      } else proceed();
    };
  }
}
