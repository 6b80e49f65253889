// The shape of a scenario file (mock-api/scenarios/<name>.yaml): a named starting state laid on top of
// the seed. Everything a user can make is listed as what the user did (addresses, coupons taken,
// orders in a state), so applying it goes through the same store functions a request does.
import { CART_QUANTITY_MAX, ORDER_STATUSES } from '@storefront/contracts';
import { z } from 'zod';
import { faultRuleInputSchema } from '../fault-rule-schema.js';
import { REFUND_REASONS } from '../../domain/order/after-sale.js';
import { scenarioClockSchema } from './instants.js';

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** How long ago something happened: `5m`, `3h`, `2d`, `1.5d`. */
const ago = z
  .string()
  .regex(/^\d+(\.\d+)?[mhd]$/, { message: 'expected a duration like 5m, 3h or 2d' })
  .transform((text) => Math.round(Number(text.slice(0, -1)) * UNITS[text.slice(-1) as keyof typeof UNITS]));

/** A goods by id, or by a word of its name (the first self-operated goods whose name contains it). */
const goodsRef = z.union([z.number().int().positive(), z.string().min(1)]);

const line = z
  .object({
    goods: goodsRef,
    /** A word of the SKU's spec text (e.g. 黑色); default: the first SKU. */
    spec: z.string().min(1).optional(),
    quantity: z.number().int().min(1).max(CART_QUANTITY_MAX).default(1),
  })
  .strict();

/** A scenario's order may be in any state of the status machine (contracts/src/rules/order-states.ts). */
export const ORDER_STATES = ORDER_STATUSES;
export const REFUND_STATES = [
  'applying',
  'waitReturn',
  'returning',
  'refunded',
  'rejected',
  'cancelled',
] as const;
export const REPAIR_STATES = ['applying', 'processing', 'done', 'cancelled'] as const;

const refund = z
  .object({
    /** Which line of the order (0 = the first). */
    line: z.number().int().nonnegative().default(0),
    type: z.enum(['refundOnly', 'returnAndRefund']).default('refundOnly'),
    reason: z.enum(REFUND_REASONS as [string, ...string[]]).default('质量问题'),
    description: z.string().default(''),
    status: z.enum(REFUND_STATES),
  })
  .strict();

const repair = z
  .object({
    line: z.number().int().nonnegative().default(0),
    reason: z.string().min(1).default('无法正常使用'),
    description: z.string().default(''),
    status: z.enum(REPAIR_STATES),
  })
  .strict();

const order = z
  .object({
    status: z.enum(ORDER_STATES),
    /** When it was placed. A waitPay order must be younger than the 30-minute payment window. */
    ago,
    lines: z.array(line).min(1),
    /** A coupon template id the user holds (listed under `coupons`), used on this order. */
    coupon: z.number().int().positive().optional(),
    /** Index into the user's `addresses` (default: the default address). */
    address: z.number().int().nonnegative().optional(),
    remark: z.string().default(''),
    cancelReason: z.string().optional(),
    /** What the buyer wrote when evaluating (orders in state done). */
    evaluation: z
      .object({ score: z.number().int().min(1).max(5), content: z.string().min(1) })
      .strict()
      .optional(),
    refund: refund.optional(),
    repair: repair.optional(),
  })
  .strict();

const address = z
  .object({
    consignee: z.string().min(1),
    mobile: z.string().regex(/^1\d{10}$/, { message: 'expected an 11-digit mobile number' }),
    /** Province, city and area names as the region data spells them. */
    region: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
    detail: z.string().min(1),
    default: z.boolean().default(false),
  })
  .strict();

const coupon = z
  .object({
    coupon: z.number().int().positive(),
    /** usable: taken and valid; used: spent (on an order naming it, else on none); expired: its validity ran out. */
    state: z.enum(['usable', 'used', 'expired']),
    ago: ago.optional(),
  })
  .strict();

export const MESSAGE_KINDS = ['comment', 'favor', 'newMsg', 'official', 'order'] as const;
const message = z
  .object({
    box: z.enum(MESSAGE_KINDS),
    title: z.string().min(1),
    content: z.string().min(1),
    /** A seed community author (uid < 100000), 0 = the shop. */
    from: z.number().int().nonnegative().default(0),
    link: z.string().optional(),
    ago,
    read: z.boolean().default(false),
  })
  .strict();

/** A post the user published on 发现 (shown on /heHomePage and counted as 帖子). */
const post = z
  .object({
    title: z.string().min(1).max(50),
    content: z.string().min(1).max(2000),
    /** A seed topic id (0 = none). */
    topic: z.number().int().nonnegative().default(0),
    /** Goods whose first picture the post shows (by id or by a word of its name). */
    pictures: z.array(goodsRef).max(9).default([]),
    ago,
  })
  .strict();

const user = z
  .object({
    mobile: z.string().regex(/^1\d{10}$/, { message: 'expected an 11-digit mobile number' }),
    password: z.string().min(6).max(20),
    nickname: z.string().min(1).optional(),
    addresses: z.array(address).default([]),
    coupons: z.array(coupon).default([]),
    /** Goods the user collected (收藏). */
    favourites: z.array(goodsRef).default([]),
    /** Seed community authors the user follows. */
    follows: z.array(z.number().int().positive()).default([]),
    cart: z.array(line).default([]),
    messages: z.array(message).default([]),
    posts: z.array(post).default([]),
    orders: z.array(order).default([]),
  })
  .strict();

const stockLevel = z
  .object({ goods: goodsRef, spec: z.string().min(1).optional(), stock: z.number().int().nonnegative() })
  .strict();

/** A fault rule the scenario installs (see ../fault-rule-schema.ts), e.g. {operation: getCart, effect: '500', probability: 0.3}. */
const standingFault = faultRuleInputSchema;

export const scenarioSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, { message: 'expected a kebab-case name' }),
    description: z.string().min(1),
    clock: scenarioClockSchema.default({ mode: 'real' }),
    users: z.array(user).default([]),
    stock: z.array(stockLevel).default([]),
    flashSale: z
      .object({
        /** Goods of the running session (0 = its first) whose stock is gone. */
        soldOut: z.array(z.number().int().nonnegative()).default([]),
        /** Goods of the running session the first user has already bought up to its per-user limit. */
        atLimit: z.array(z.number().int().nonnegative()).default([]),
      })
      .strict()
      .default({ soldOut: [], atLimit: [] }),
    faults: z.array(standingFault).default([]),
    /**
     * A recording (mock-api/recordings/<name>/, see docs/testing.md) whose replies answer the reads
     * it covers before the mock's own rules do.
     */
    recording: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'expected a recording folder name (kebab-case)' })
      .optional(),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioUser = Scenario['users'][number];
export type ScenarioOrder = ScenarioUser['orders'][number];
export type ScenarioLine = z.infer<typeof line>;
export type GoodsRef = z.infer<typeof goodsRef>;
export type StandingFault = Scenario['faults'][number];
