// The new-visitor limiter's key for a client address: one person's addresses share one bucket. An
// IPv4-mapped IPv6 address (`::ffff:5.6.7.8`, a dual-stack socket's view of an IPv4 client) is that
// IPv4 address, and an IPv6 address counts by its network prefix (/64 by default: the block one
// home or one host is given, whose addresses a script can rotate through for free).
import ipaddr from 'ipaddr.js';

export const DEFAULT_IPV6_PREFIX = 64;

/** The limiter key of `address` (an address that does not parse is its own key). */
export function limiterKeyOf(address: string, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 comes back as IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts;
  const kept = parts.map((part, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return bits === 0 ? 0 : part & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${new ipaddr.IPv6(kept).toNormalizedString()}/${ipv6Prefix}`;
}
