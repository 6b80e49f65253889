// The address a phone on the same Wi-Fi uses to reach `npm start`, and its QR code for the terminal,
// so the mobile shop opens in one scan. The server listens on every interface unless HOST says
// otherwise (then there is no LAN address to offer).
import os from 'node:os';
import QRCode from 'qrcode';

const isPrivate = (address) =>
  /^10\./.test(address) || /^192\.168\./.test(address) || /^172\.(1[6-9]|2\d|3[01])\./.test(address);

/**
 * Non-loopback, non-link-local IPv4 addresses, private ranges (home and office networks) first.
 * `interfaces` is the shape of os.networkInterfaces().
 */
export const lanAddresses = (interfaces = os.networkInterfaces()) =>
  Object.values(interfaces)
    .flat()
    .filter((entry) => entry && (entry.family === 'IPv4' || entry.family === 4) && !entry.internal)
    .map((entry) => entry.address)
    .filter((address) => !address.startsWith('169.254.'))
    .sort((a, b) => Number(isPrivate(b)) - Number(isPrivate(a)));

/** The mobile shop's URL on this machine's LAN address, or undefined when there is none to offer. */
export const lanMobileUrl = ({ port, host = process.env.HOST, interfaces, mobilePath = '/m' }) => {
  // A server bound to one address is reachable only there: offer it when it is not loopback.
  if (host && host !== '0.0.0.0' && host !== '::') {
    return /^(127\.|localhost$|::1$)/.test(host) ? undefined : `http://${host}:${port}${mobilePath}`;
  }
  const [address] = lanAddresses(interfaces);
  return address ? `http://${address}:${port}${mobilePath}` : undefined;
};

/** The QR code of `text` drawn with block characters, for a terminal. */
export const terminalQr = (text) => QRCode.toString(text, { type: 'terminal', small: true });
