// The fault rules of one state (the default one or a sandbox): several at once, each matching by
// operation or path prefix and optionally by user or sandbox, with one effect, a seeded probability
// and a count or an end time on the mock clock. This file decides; http/fault-middleware.ts carries
// the decision out on the wire. A scenario's `faults` are rules too (origin 'scenario').
import type { ListedFaultRule } from '@storefront/contracts';
import { rng } from '../seed/random.js';
import { DEFAULT_BODY_MS, type FaultEffect, type FaultRuleInput } from './fault-rule-schema.js';
import { drawLatency, type Latency } from './recordings/latency.js';

export type RecordedPercentiles = Pick<Latency, 'p50' | 'p95' | 'p99'>;

export interface FaultRule extends Omit<FaultRuleInput, 'forMs'> {
  id: string;
  /** Added through the admin API / console, or laid by the state's scenario. */
  origin: 'admin' | 'scenario';
  /** How many replies it changed. */
  hits: number;
  /** Mock time it was added. */
  createdAt: number;
}

export interface FaultRuleView extends FaultRule {
  /** Its count is used up or its end time has passed: it no longer matches. */
  expired: boolean;
}

/** What a request is, as far as matching goes. */
export interface FaultRequest {
  path: string;
  /** The catalogue operation the path names (null: media or an unknown path). */
  operation: string | null;
  /** The uid of the request's domo-custom header (null: a visitor or no header). */
  uid: number | null;
  sandbox: string | null;
  /** Mock time of the request's state. */
  now: number;
}

export interface FaultDecision {
  /** Wait this long first (the sum of every latency that hit, plus the effect's own wait). */
  delayMs: number;
  /** The effect beyond latency (null: the reply is the real one, maybe late). */
  effect: Exclude<FaultEffect, 'latency'> | null;
  message?: string;
  bodyMs: number;
  /** The rules that changed this reply, in order. */
  ruleIds: string[];
}

/** The single fault of the older API (GET/POST /__mock/faults): the first rule, in its words. */
export interface LegacyFault {
  fault: string | null;
  delayMs: number;
  pathPrefix: string;
  remaining: number | null;
  rules: number;
}

/** The older API's kinds, mapped to effects (`reset` is a dropped connection). */
export const LEGACY_KINDS: Record<string, Exclude<FaultEffect, 'latency'>> = {
  '500': '500',
  timeout: 'timeout',
  reset: 'drop',
  '52': '52',
  '02': '02',
};

interface LiveRule {
  rule: FaultRule;
  random: () => number;
}

const isExpired = (rule: FaultRule, now: number): boolean =>
  (rule.times !== undefined && rule.hits >= rule.times) || (rule.until !== undefined && now >= rule.until);

function matches(rule: FaultRule, request: FaultRequest): boolean {
  return (
    (rule.operation === undefined || rule.operation === request.operation) &&
    (rule.pathPrefix === undefined || request.path.startsWith(rule.pathPrefix)) &&
    (rule.user === undefined || rule.user === request.uid) &&
    (rule.sandbox === undefined || rule.sandbox === request.sandbox)
  );
}

export class FaultState {
  private live: LiveRule[] = [];
  private nextId = 1;

  /** How long a `timeout` effect holds the request before dropping its connection. */
  constructor(readonly timeoutHoldMs: number) {}

  /** Adds a rule; `forMs` becomes an end time from `now` on the state's mock clock. */
  add(input: FaultRuleInput, now: number, origin: FaultRule['origin'] = 'admin'): FaultRuleView {
    const { forMs, ...rest } = input;
    const rule: FaultRule = {
      ...rest,
      ...(forMs !== undefined ? { until: now + forMs } : {}),
      id: `r${this.nextId++}`,
      origin,
      hits: 0,
      createdAt: now,
    };
    this.live.push({ rule, random: rng(rule.seed) });
    return { ...rule, expired: false };
  }

  /** Replaces every rule with these. */
  replaceAll(inputs: readonly FaultRuleInput[], now: number): FaultRuleView[] {
    this.live = [];
    return inputs.map((input) => this.add(input, now));
  }

  /** A scenario's rules replace the previous scenario's; rules added by hand stay. */
  setScenarioRules(inputs: readonly FaultRuleInput[], now: number): void {
    this.live = this.live.filter((l) => l.rule.origin !== 'scenario');
    for (const input of inputs) this.add(input, now, 'scenario');
  }

  remove(id: string): boolean {
    const before = this.live.length;
    this.live = this.live.filter((l) => l.rule.id !== id);
    return this.live.length < before;
  }

  setEnabled(id: string, enabled: boolean, now: number): FaultRuleView | undefined {
    const found = this.live.find((l) => l.rule.id === id);
    if (!found) return undefined;
    found.rule.enabled = enabled;
    return this.view(found.rule, now);
  }

  clear(): void {
    this.live = [];
  }

  list(now: number): FaultRuleView[] {
    return this.live.map((l) => this.view(l.rule, now));
  }

  get size(): number {
    return this.live.length;
  }

  private view(rule: FaultRule, now: number): FaultRuleView {
    // The admin API lists rules in the shape its console reads.
    return { ...rule, expired: isExpired(rule, now) } satisfies ListedFaultRule;
  }

  /** The older API's POST: this one rule (a fault, a delay or both) replaces all others. */
  setSingle(
    single: { fault: string | null; delayMs: number; pathPrefix: string; times: number | null },
    now: number,
  ): void {
    this.live = [];
    const effect = single.fault === null ? null : LEGACY_KINDS[single.fault];
    if (!effect && single.delayMs === 0) return;
    this.add(
      {
        effect: effect ?? 'latency',
        delayMs: single.delayMs,
        ...(single.pathPrefix ? { pathPrefix: single.pathPrefix } : {}),
        ...(single.times !== null ? { times: single.times } : {}),
        probability: 1,
        seed: 1,
        enabled: true,
      },
      now,
    );
  }

  legacyView(): LegacyFault {
    const first = this.live[0]?.rule;
    const kind = first?.effect === 'drop' ? 'reset' : first?.effect === 'latency' ? null : first?.effect;
    return {
      fault: kind ?? null,
      delayMs: first?.delayMs ?? 0,
      pathPrefix: first?.pathPrefix ?? '',
      remaining: first?.times !== undefined ? Math.max(first.times - first.hits, 0) : null,
      rules: this.live.length,
    };
  }

  /**
   * The rules of this state that may touch the request: its own (those naming another sandbox
   * excepted), or, for `reachingInto`, only those that name the request's sandbox.
   */
  candidates(request: FaultRequest, reachingInto = false): LiveRule[] {
    return this.live.filter(
      ({ rule }) =>
        (reachingInto ? rule.sandbox !== undefined : true) &&
        rule.enabled &&
        !isExpired(rule, request.now) &&
        matches(rule, request),
    );
  }
}

/**
 * Walks the candidate rules in order: every latency that hits adds its delay; the first other
 * effect that hits decides the reply, and later ones are not drawn. A rule hits when its seeded
 * draw falls under its probability, so a run with the same rules and calls repeats exactly.
 */
export function decideFaults(
  candidates: readonly LiveRule[],
  /** The operation's recorded latency in the state's recording, for `latency: recorded` rules. */
  recorded: () => RecordedPercentiles | null = () => null,
): FaultDecision | null {
  const decision: FaultDecision = { delayMs: 0, effect: null, bodyMs: DEFAULT_BODY_MS, ruleIds: [] };
  for (const { rule, random } of candidates) {
    if (decision.effect !== null && rule.effect !== 'latency') continue;
    if (rule.probability < 1 && !(random() < rule.probability)) continue;
    rule.hits++;
    decision.ruleIds.push(rule.id);
    const min = rule.delayMs ?? 0;
    const max = rule.delayMaxMs ?? min;
    const fromRecording = rule.latency === 'recorded' ? recorded() : null;
    if (fromRecording) decision.delayMs += drawLatency(fromRecording, random());
    else if (rule.effect !== 'timeout')
      decision.delayMs += max > min ? min + Math.floor(random() * (max - min + 1)) : min;
    if (rule.effect === 'latency') continue;
    decision.effect = rule.effect;
    if (rule.message !== undefined) decision.message = rule.message;
    if (rule.bodyMs !== undefined) decision.bodyMs = rule.bodyMs;
  }
  return decision.ruleIds.length > 0 ? decision : null;
}
