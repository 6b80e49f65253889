// The phone URL `npm start` prints: the LAN address, private ranges first, never loopback.
import type { NetworkInterfaceInfo } from 'node:os';
import QRCode from 'qrcode';
import { lanAddresses, lanMobileUrl, terminalQr } from './lan-address.mjs';

const iface = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  family: 'IPv4',
  internal,
  netmask: '255.255.255.0',
  mac: '00:00:00:00:00:00',
  cidr: `${address}/24`,
});

describe('the LAN address for phones', () => {
  it('skips loopback, link-local and IPv6, and prefers a private network address', () => {
    const interfaces = {
      lo: [iface('127.0.0.1', true)],
      docker0: [iface('169.254.3.4')],
      wan: [iface('203.0.113.9')],
      wlan0: [iface('192.168.1.23'), { ...iface('fe80::1'), family: 'IPv6' as const, scopeid: 0 }],
    };
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.23', '203.0.113.9']);
    expect(lanMobileUrl({ port: 8080, host: undefined, interfaces })).toBe('http://192.168.1.23:8080/m');
  });

  it('offers nothing when the machine has no network but loopback', () => {
    expect(
      lanMobileUrl({ port: 8080, host: undefined, interfaces: { lo: [iface('127.0.0.1', true)] } }),
    ).toBe(undefined);
  });

  it('follows HOST: nothing for a loopback-only server, that address for a LAN-bound one', () => {
    const interfaces = { wlan0: [iface('192.168.1.23')] };
    expect(lanMobileUrl({ port: 8080, host: '127.0.0.1', interfaces })).toBeUndefined();
    expect(lanMobileUrl({ port: 8080, host: '10.0.0.7', interfaces })).toBe('http://10.0.0.7:8080/m');
    expect(lanMobileUrl({ port: 8080, host: '0.0.0.0', interfaces })).toBe('http://192.168.1.23:8080/m');
  });

  it('draws the QR code of exactly that URL for the terminal', async () => {
    const url = 'http://192.168.1.23:8080/m';
    const drawn = await terminalQr(url);
    expect(drawn).toBe(await QRCode.toString(url, { type: 'terminal', small: true }));
    expect(drawn).not.toBe(
      await QRCode.toString('http://192.168.1.24:8080/m', { type: 'terminal', small: true }),
    );
    expect(drawn.split('\n').length).toBeGreaterThan(10);
  });
});
