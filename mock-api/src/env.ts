// The environment, read once and parsed with zod (see docs/architecture.md). A bad value stops start-up with one
// clear line naming the variable, instead of a confusing failure later.
import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { isAdminHostEntry } from './http/admin/local-address.js';
import { DEFAULT_SCENARIO, ScenarioError, scenarioNames } from './test-control/scenarios/index.js';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const intIn = (min: number, max: number, what: string) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `must be ${what}` })
      .refine((n) => Number.isInteger(n) && n >= min && n <= max, { message: `must be ${what}` }),
  );

export const envSchema = z.object({
  MOCK_API_PORT: intIn(0, 65535, 'a port number 0-65535').default(4010),
  MOCK_SEED: intIn(0, 2_147_483_647, 'an integer 0-2147483647').default(20261122),
  MOCK_DATA_FILE: z.preprocess(blankAsUnset, z.string().default('.data/mock-api.sqlite')),
  MOCK_UPLOADS_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  MOCK_UPLOADS_MAX_BYTES: intIn(1024 * 1024, 1024 ** 4, 'bytes 1048576-1099511627776').default(1024 ** 3),
  MOCK_SANDBOX_IDLE_MS: intIn(1000, 7 * 24 * 60 * 60_000, 'milliseconds 1000-604800000').default(30 * 60_000),
  MOCK_SANDBOX_MAX: intIn(1, 10_000, 'an integer 1-10000').default(50),
  MOCK_SANDBOX_EVICT_IDLE_MS: intIn(0, 24 * 60 * 60_000, 'milliseconds 0-86400000').default(0),
  MOCK_SCENARIO: z.preprocess(blankAsUnset, z.string().default(DEFAULT_SCENARIO)),
  // Loopback by default: under `npm start` the server is the mock's one client (the image sets 0.0.0.0).
  MOCK_API_HOST: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((h) => isIP(h) !== 0 || /^[a-z0-9.-]+$/i.test(h), {
        message: 'must be an IP address or a host name',
      })
      .default('127.0.0.1'),
  ),
  MOCK_ADMIN: z.preprocess(blankAsUnset, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  MOCK_ADMIN_HOSTS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every(isAdminHostEntry), {
        message:
          'must be host names, IP addresses or CIDR ranges (10.0.0.0/8) separated by commas (no ports, no schemes)',
      }),
  ),
  MOCK_RECORD_UPSTREAM: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), {
        message: 'must be an http(s) URL',
      })
      .optional(),
  ),
  MOCK_RECORD_NAME: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'must be a kebab-case folder name' })
      .default('session'),
  ),
  // Read where they are used (scenarios/index.ts, recording-files.ts), also by tests; checked here.
  MOCK_SCENARIOS_DIR: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((dir) => existsSync(dir) && statSync(dir).isDirectory(), {
        message: 'must be an existing folder',
      })
      .optional(),
  ),
  MOCK_RECORDINGS_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  MOCK_SHOP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), {
        message: 'must be an http(s) URL',
      })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
});

export interface Env {
  port: number;
  /** The address to listen on. */
  host: string;
  /** MOCK_ADMIN and MOCK_ADMIN_HOSTS (see http/admin/admin-guard.ts). */
  admin: { enabled: boolean; hosts: string[] };
  seed: number;
  /** Absolute path of the persisted state. */
  dataFile: string;
  /** Absolute path of the uploaded images folder. */
  uploadsDir: string;
  /** Every upload together at most (bytes). */
  uploadsMaxBytes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** A sandbox unused this long goes away. */
  sandboxIdleMs: number;
  /** How many sandboxes may exist at once. */
  sandboxMax: number;
  /** At the cap, only a sandbox idle this long makes room (0: any idle one). */
  sandboxEvictIdleMs: number;
  /** The scenario laid on a fresh data file and after every reset. */
  scenario: string;
  /** MOCK_RECORD_UPSTREAM and MOCK_RECORD_NAME: record from that upstream instead of answering. */
  record: { upstream: string; name: string } | null;
  /** MOCK_SHOP_URL: where the console's "open the shop" link goes (npm start sets it). */
  shopUrl: string | null;
}

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv, cwd = process.cwd()): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'environment');
    throw new EnvError(
      `mock-api: invalid environment variable ${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`,
    );
  }
  const v = parsed.data;
  const scenarios = scenarioNames();
  if (!scenarios.includes(v.MOCK_SCENARIO))
    throw new EnvError(
      `mock-api: invalid environment variable MOCK_SCENARIO=${JSON.stringify(v.MOCK_SCENARIO)}: must be one of ${scenarios.join(', ')}`,
    );
  const dataFile = resolve(cwd, v.MOCK_DATA_FILE);
  return {
    port: v.MOCK_API_PORT,
    host: v.MOCK_API_HOST,
    admin: { enabled: v.MOCK_ADMIN === 'on', hosts: v.MOCK_ADMIN_HOSTS },
    seed: v.MOCK_SEED,
    dataFile,
    uploadsDir: v.MOCK_UPLOADS_DIR ? resolve(cwd, v.MOCK_UPLOADS_DIR) : resolve(dirname(dataFile), 'uploads'),
    uploadsMaxBytes: v.MOCK_UPLOADS_MAX_BYTES,
    logLevel: v.LOG_LEVEL,
    sandboxIdleMs: v.MOCK_SANDBOX_IDLE_MS,
    sandboxMax: v.MOCK_SANDBOX_MAX,
    sandboxEvictIdleMs: v.MOCK_SANDBOX_EVICT_IDLE_MS,
    scenario: v.MOCK_SCENARIO,
    record: v.MOCK_RECORD_UPSTREAM ? { upstream: v.MOCK_RECORD_UPSTREAM, name: v.MOCK_RECORD_NAME } : null,
    shopUrl: v.MOCK_SHOP_URL ?? null,
  };
}

/** For main.ts: prints the one line and exits 1 on a bad value. */
export function loadEnvOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError || err instanceof ScenarioError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
