// Server configuration (see docs/architecture.md): every variable parsed with zod at start-up, so a bad value stops
// the process with one clear line instead of failing later on a request.
import path from 'node:path';
import { z } from 'zod';
import type { PublicDemoOptions } from './public-demo/public-demo.js';
import {
  DEFAULT_TRUST_PROXY,
  PUBLIC_DEMO_TRUST_PROXY,
  trustProxySchema,
  type TrustProxy,
} from './trust-proxy.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const httpUrl = z.url().refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL');

/** A URL the browser is sent to: a same-site path like `/m` or an absolute http(s) URL. */
const redirectTarget = z
  .string()
  .min(1)
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^/]/.test(value),
    'must be a path starting with / or an http(s) URL',
  );

/** Every variable the server reads (deploy/kubernetes is checked against these names). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  UPSTREAM_URL: httpUrl.default('http://127.0.0.1:4010'),
  PROXY_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  MOBILE_SITE_URL: redirectTarget.default('/m'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  BEHAVIOUR_URL: z.preprocess((value) => (value === '' ? undefined : value), httpUrl.optional()),
  CLIENT_DIST: z.string().min(1).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  PUBLIC_DEMO: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  PUBLIC_DEMO_VISITORS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  PUBLIC_DEMO_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  ),
  PUBLIC_DEMO_IPV6_PREFIX: z.coerce.number().int().min(1).max(128).default(64),
  TRUST_PROXY: z.preprocess((value) => (value === '' ? undefined : value), trustProxySchema.optional()),
});

export interface ServerConfig {
  port: number;
  host: string | undefined;
  upstreamUrl: string;
  proxyTimeoutMs: number;
  mobileSiteUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute base URL of the behaviour collector, or undefined for same origin. */
  behaviourUrl: string | undefined;
  /** Absolute path of the built client (index.html and assets/). */
  clientDist: string;
  /** How long in-flight requests may take to finish after SIGTERM before sockets are cut. */
  shutdownGraceMs: number;
  /**
   * PUBLIC_DEMO=on: a sandbox per browser; new visitors per client address per minute, the key visitor
   * ids are signed with (null: made at start) and the IPv6 prefix an address counts by (else null).
   */
  publicDemo: PublicDemoOptions | null;
  /** TRUST_PROXY: whose X-Forwarded-* Express and the public demo's limiter believe (trust-proxy.ts). */
  trustProxy: TrustProxy;
}

export class ConfigError extends Error {}

/**
 * Parses the environment. `cwd` anchors the default client folder: the repository root when started
 * by `npm start` or in the image (`/app`), so `client/dist` resolves beside `server/`.
 */
export const parseConfig = (
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): ServerConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration (配置错误): ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    upstreamUrl: values.UPSTREAM_URL.replace(/\/+$/, ''),
    proxyTimeoutMs: values.PROXY_TIMEOUT_MS,
    mobileSiteUrl: values.MOBILE_SITE_URL,
    logLevel: values.LOG_LEVEL,
    behaviourUrl: values.BEHAVIOUR_URL?.replace(/\/+$/, ''),
    clientDist: path.resolve(cwd, values.CLIENT_DIST ?? 'client/dist'),
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    publicDemo:
      values.PUBLIC_DEMO === 'on'
        ? {
            visitorsPerMinute: values.PUBLIC_DEMO_VISITORS_PER_MINUTE,
            secret: values.PUBLIC_DEMO_SECRET ?? null,
            ipv6Prefix: values.PUBLIC_DEMO_IPV6_PREFIX,
          }
        : null,
    trustProxy:
      values.TRUST_PROXY ?? (values.PUBLIC_DEMO === 'on' ? PUBLIC_DEMO_TRUST_PROXY : DEFAULT_TRUST_PROXY),
  };
};
