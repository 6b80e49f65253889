// A fault rule of the mock as its admin API lists it (GET /__mock/faults/rules): the mock-api's rule
// schema checks input against these effects and its listing against this shape; its console reads
// it as types only.
export const FAULT_EFFECTS = [
  'latency',
  '52',
  '02',
  '500',
  '502',
  '503',
  '504',
  'drop',
  'timeout',
  'slow-body',
  'malformed',
] as const;
export type FaultEffect = (typeof FAULT_EFFECTS)[number];

export interface ListedFaultRule {
  id: string;
  /** A label for people. */
  name?: string;
  operation?: string;
  pathPrefix?: string;
  /** The uid of the request's domo-custom header. */
  user?: number;
  sandbox?: string;
  effect: FaultEffect;
  delayMs?: number;
  /** `recorded`: the delay is drawn from the operation's latency in the state's recording. */
  latency?: 'recorded';
  delayMaxMs?: number;
  /** 02: the refusal's msg. */
  message?: string;
  /** slow-body: how long the body takes to arrive. */
  bodyMs?: number;
  probability: number;
  seed: number;
  times?: number;
  /** Mock time (epoch ms) at which it ends. */
  until?: number;
  enabled: boolean;
  /** How many replies it changed. */
  hits: number;
  /** Its count is used up or its end time has passed: it no longer matches. */
  expired: boolean;
  /** Added through the admin API / console, or laid by the state's scenario. */
  origin: 'admin' | 'scenario';
  /** Mock time it was added. */
  createdAt: number;
}
