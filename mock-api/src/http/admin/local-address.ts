// Which host names and addresses count as "this machine" for the admin API: a browser page elsewhere
// can only reach the mock under such a name by DNS rebinding, which the Host check in admin-guard.ts
// refuses. Private addresses are not "this machine": any pod or container on the network could use
// one, so they pass only when MOCK_ADMIN_HOSTS lists them (an address or a CIDR range).
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The host name of a `Host` header value or a URL's host: port and IPv6 brackets removed, lower case. */
export function hostNameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('['))
    return trimmed.slice(1, trimmed.indexOf(']') === -1 ? undefined : trimmed.indexOf(']'));
  const colon = trimmed.indexOf(':');
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

const isLocalhostName = (name: string): boolean => name === 'localhost' || name.endsWith('.localhost');

const ipIn = (ranges: BlockList, name: string): boolean => {
  const family = isIP(name);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as the IPv4 address it carries.
  const mapped = family === 6 && /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(name) ? name.slice(7) : null;
  return mapped ? ranges.check(mapped, 'ipv4') : ranges.check(name, family === 4 ? 'ipv4' : 'ipv6');
};

/** localhost (and *.localhost) or a loopback address. */
export const isLoopbackName = (name: string): boolean => isLocalhostName(name) || ipIn(LOOPBACK, name);

/** One MOCK_ADMIN_HOSTS entry: a host name, an IP address, or a CIDR range (`10.0.0.0/8`). */
export const isAdminHostEntry = (entry: string): boolean => {
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0 || /^[a-z0-9.-]+$/.test(entry);
  const family = isIP(entry.slice(0, slash));
  const bits = entry.slice(slash + 1);
  return family !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * The Host names the admin accepts: loopback ones always, and the MOCK_ADMIN_HOSTS entries (names,
 * addresses, CIDR ranges; entries already checked with isAdminHostEntry).
 */
export function adminHostMatcher(entries: readonly string[]): (name: string) => boolean {
  const names = new Set<string>();
  const ranges = new BlockList();
  for (const entry of entries.map((e) => e.toLowerCase())) {
    const [address, bits] = entry.split('/');
    const family = isIP(address!);
    if (family === 0) names.add(entry);
    else if (bits === undefined) ranges.addAddress(address!, family === 4 ? 'ipv4' : 'ipv6');
    else ranges.addSubnet(address!, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
  }
  return (name) => isLoopbackName(name) || names.has(name) || ipIn(ranges, name);
}
