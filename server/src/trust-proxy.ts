// TRUST_PROXY: which peers' X-Forwarded-* the server believes, in the values Express's `trust proxy`
// takes (https://expressjs.com/en/guide/behind-proxies.html): `true`/`false`, a hop count, or a
// comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
// One compiled rule serves Express (req.ip, req.protocol, req.hostname) and the public demo's limiter,
// so both see the same client address.
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

export type TrustProxy = boolean | number | string[];
/** Whether the hop at `index` (0 = the direct peer) with address `address` is a proxy we believe. */
export type TrustFn = (address: string, index: number) => boolean;

/** Without TRUST_PROXY: an Ingress or load balancer on the private network, as before. */
export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback', 'linklocal', 'uniquelocal'];
/** Without TRUST_PROXY in public demo mode: nobody; the client is the direct peer. */
export const PUBLIC_DEMO_TRUST_PROXY: TrustProxy = false;

const compiles = (list: string[]): boolean => {
  try {
    proxyAddr.compile(list);
    return true;
  } catch {
    return false;
  }
};

export const trustProxySchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .transform((value): TrustProxy => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  })
  .refine((value) => typeof value !== 'number' || value <= 32, 'a hop count must be at most 32')
  .refine(
    (value) => !Array.isArray(value) || (value.every((part) => part !== '') && compiles(value)),
    'must be true, false, a hop count, or addresses/CIDR ranges/loopback/linklocal/uniquelocal separated by commas',
  );

/** The rule as proxy-addr asks it, the same way Express compiles its `trust proxy` setting. */
export function compileTrust(value: TrustProxy): TrustFn {
  if (value === true) return () => true;
  if (value === false) return () => false;
  if (typeof value === 'number') return (_address, index) => index < value;
  return proxyAddr.compile(value);
}
