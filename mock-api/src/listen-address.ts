// The address a listening server really has, for the start-up log line: a server started without a
// host listens on every interface (`::` or `0.0.0.0`), which the line must say rather than name
// one loopback address.
import type { AddressInfo } from 'node:net';

const ALL_INTERFACES = new Set(['::', '0.0.0.0']);

export function describeListenAddress({ address, family, port }: AddressInfo): string {
  const host = family === 'IPv6' || address.includes(':') ? `[${address}]` : address;
  return ALL_INTERFACES.has(address) ? `http://${host}:${port} (all interfaces)` : `http://${host}:${port}`;
}
