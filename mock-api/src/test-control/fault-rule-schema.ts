// What a fault rule is (mock-api/README.md, "Fault rules"): what it matches (an operation or a path
// prefix, optionally a user or a sandbox), the one effect it has, how often (a seeded probability) and
// for how long (a count of hits or an end time on the mock clock). The admin API, the console and the
// scenario files all write rules in this shape.
import { endpointNames, FAULT_EFFECTS, type FaultEffect } from '@storefront/contracts';
import { z } from 'zod';

// The effects are the admin API's (contracts/src/mock-admin), shared with the console.
export { FAULT_EFFECTS, type FaultEffect };

export const HTTP_FAULT_STATUSES = [500, 502, 503, 504] as const;
export const MAX_DELAY_MS = 60_000;
/** How long a slow body takes by default. */
export const DEFAULT_BODY_MS = 3000;
/** A rule may last at most a year of mock time. */
const MAX_FOR_MS = 366 * 24 * 60 * 60_000;

export const isFaultEffect = (value: unknown): value is FaultEffect =>
  typeof value === 'string' && (FAULT_EFFECTS as readonly string[]).includes(value);

/** Form fields arrive as strings (curl with x-mock-admin): a blank one is unset, a numeric one a number. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const toBoolean = (value: unknown) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

const int = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => toNumber(blank(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );

export const faultRuleInputSchema = z
  .object({
    /** A label for people (the console shows it). */
    name: z.preprocess(blank, z.string().trim().max(60, { error: '名称最多 60 个字' }).optional()),
    operation: z.preprocess(
      blank,
      z.enum(endpointNames as [string, ...string[]], { error: '未知的接口名（见 /__mock/docs）' }).optional(),
    ),
    pathPrefix: z.preprocess(
      blank,
      z.string().max(200).regex(/^\//, { error: 'pathPrefix 须以 / 开头' }).optional(),
    ),
    /** The user (uid of the request's domo-custom header). */
    user: int(1, 2_147_483_647, 'user 须为正整数（用户 uid）'),
    /** Only requests of this sandbox (a rule of the default state that reaches into a sandbox). */
    sandbox: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '沙箱 id 须为 1-64 位字母、数字、下划线或连字符' })
        .optional(),
    ),
    effect: z.enum(FAULT_EFFECTS, { error: `effect 只能是 ${FAULT_EFFECTS.join('、')} 之一` }),
    /** latency: the delay; other effects: a wait before the effect. With delayMaxMs: a range. */
    delayMs: int(0, MAX_DELAY_MS, `delayMs 须为 0-${MAX_DELAY_MS} 的整数（毫秒）`),
    delayMaxMs: int(0, MAX_DELAY_MS, `delayMaxMs 须为 0-${MAX_DELAY_MS} 的整数（毫秒）`),
    /** latency: `recorded` draws the delay from the operation's latency in the state's recording. */
    latency: z.preprocess(
      blank,
      z.literal('recorded', { error: 'latency 只能是 recorded（按录制的延迟分布）' }).optional(),
    ),
    /** slow-body: how long the body takes to arrive. */
    bodyMs: int(1, MAX_DELAY_MS, `bodyMs 须为 1-${MAX_DELAY_MS} 的整数（毫秒）`),
    /** 02: the refusal's msg. */
    message: z.preprocess(
      blank,
      z.string().trim().min(1).max(100, { error: 'message 最多 100 个字' }).optional(),
    ),
    probability: z.preprocess(
      (v) => toNumber(blank(v)),
      z
        .number({ error: 'probability 须为 0-1 之间的数' })
        .min(0, { error: 'probability 须为 0-1 之间的数' })
        .max(1, { error: 'probability 须为 0-1 之间的数' })
        .default(1),
    ),
    /** The probability's random sequence: the same seed and the same calls give the same outcomes. */
    seed: z.preprocess(
      (v) => toNumber(blank(v)),
      z
        .number({ error: 'seed 须为 0-4294967295 的整数' })
        .int({ error: 'seed 须为 0-4294967295 的整数' })
        .min(0, { error: 'seed 须为 0-4294967295 的整数' })
        .max(4_294_967_295, { error: 'seed 须为 0-4294967295 的整数' })
        .default(1),
    ),
    /** The rule ends after this many hits. */
    times: int(1, 1_000_000, 'times 须为正整数'),
    /** The rule ends at this mock time (epoch ms)… */
    until: int(1, 8_640_000_000_000_000, 'until 须为毫秒时间戳（模拟时钟）'),
    /** …or this long after it was added, on the mock clock. */
    forMs: int(1, MAX_FOR_MS, `forMs 须为 1-${MAX_FOR_MS} 的整数（毫秒）`),
    enabled: z.preprocess(toBoolean, z.boolean({ error: 'enabled 须为 true 或 false' }).default(true)),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.effect === 'latency' && rule.delayMs === undefined && rule.latency === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['delayMs'],
        message: 'latency 须给出 delayMs 或 latency: recorded',
      });
    if (rule.latency !== undefined && rule.effect !== 'latency')
      ctx.addIssue({ code: 'custom', path: ['latency'], message: 'latency: recorded 只用于 effect latency' });
    if (rule.delayMaxMs !== undefined && (rule.delayMs === undefined || rule.delayMaxMs < rule.delayMs))
      ctx.addIssue({ code: 'custom', path: ['delayMaxMs'], message: 'delayMaxMs 须不小于 delayMs' });
    if (rule.until !== undefined && rule.forMs !== undefined)
      ctx.addIssue({ code: 'custom', path: ['forMs'], message: 'until 与 forMs 只能给一个' });
  });

export type FaultRuleInput = z.infer<typeof faultRuleInputSchema>;

/** The fields a rule's on/off switch or edit may change. */
export const faultRulePatchSchema = z
  .object({
    enabled: z.preprocess(toBoolean, z.boolean({ error: 'enabled 须为 true 或 false' })),
  })
  .strict();
