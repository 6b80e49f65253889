// Which host names and addresses count as "this machine or its private network" for the admin API:
// a browser page elsewhere can only reach the mock under such a name by DNS rebinding, which the
// Host check in admin-guard.ts refuses.
import { BlockList, isIP } from 'node:net';

const LOCAL_RANGES = new BlockList();
LOCAL_RANGES.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
LOCAL_RANGES.addSubnet('10.0.0.0', 8, 'ipv4'); // private (RFC 1918)
LOCAL_RANGES.addSubnet('172.16.0.0', 12, 'ipv4'); // private, Docker's default networks
LOCAL_RANGES.addSubnet('192.168.0.0', 16, 'ipv4'); // private
LOCAL_RANGES.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
LOCAL_RANGES.addAddress('::1', 'ipv6'); // loopback
LOCAL_RANGES.addSubnet('fc00::', 7, 'ipv6'); // unique local
LOCAL_RANGES.addSubnet('fe80::', 10, 'ipv6'); // link-local

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

/** localhost, a loopback, private or link-local address. */
export const isLocalName = (name: string): boolean => isLocalhostName(name) || ipIn(LOCAL_RANGES, name);
