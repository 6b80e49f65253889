// /m's QR code opens the shop at the host the visitor used; forged host headers never reach the page.
import QRCode from 'qrcode';
import request from 'supertest';
import { createApp } from './app.js';
import { QR_OPTIONS, validHost } from './mobile-landing.js';
import { silentLogger, testConfig } from './testing/fixtures.js';

/** The page's QR SVG, which must be exactly the code of `url`. */
const qrOf = (url: string) => QRCode.toString(url, QR_OPTIONS);

describe('/m QR code host', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp(testConfig(), silentLogger());
  });
  afterAll(() => app.resources.close());

  it('encodes the Host header the visitor used, not the loopback address', async () => {
    const res = await request(app).get('/m').set('Host', 'shop.example.com:8080');
    expect(res.text).toContain(await qrOf('http://shop.example.com:8080/home'));
    expect(res.text).not.toContain('127.0.0.1');
  });

  it('prefers X-Forwarded-Host and X-Forwarded-Proto from a trusted proxy', async () => {
    const res = await request(app)
      .get('/m')
      .set('Host', '10.0.0.5:8080')
      .set('X-Forwarded-Host', 'm.shop.example.com')
      .set('X-Forwarded-Proto', 'https');
    expect(res.text).toContain(await qrOf('https://m.shop.example.com/home'));
    expect(res.text).toContain('https://m.shop.example.com/home</p>');
  });

  it('ignores a forged X-Forwarded-Host and falls back to the Host header', async () => {
    const res = await request(app)
      .get('/m')
      .set('Host', 'shop.example.com')
      .set('X-Forwarded-Host', 'evil.example.com/"><svg onload=alert(1)>');
    expect(res.status).toBe(200);
    expect(res.text).toContain(await qrOf('http://shop.example.com/home'));
    expect(res.text).not.toContain('evil');
  });

  it('uses only http or https, whatever scheme a proxy forwards', async () => {
    const res = await request(app)
      .get('/m')
      .set('Host', 'shop.example.com')
      .set('X-Forwarded-Proto', 'javascript');
    expect(res.text).toContain(await qrOf('http://shop.example.com/home'));
  });

  it('falls back to the bare path when the Host header has bad characters', async () => {
    const res = await request(app).get('/m').set('Host', 'shop.example.com"><script>alert(1)</script>');
    expect(res.status).toBe(200);
    expect(res.text).toContain(await qrOf('/home'));
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('shop.example.com');
  });
});

describe('validHost', () => {
  it.each(['shop.example.com', 'localhost:8080', '192.168.1.20:3000', '[::1]:8080', 'xn--fiq228c.com'])(
    'accepts %s',
    (host) => {
      expect(validHost(host)).toBe(host);
    },
  );

  it.each([
    'shop.example.com:0',
    'shop.example.com:70000',
    'shop.example.com:',
    'a b.com',
    'shop.example.com/path',
    'user@shop.example.com',
    '-shop.com',
    'shop..com',
    '',
    'a'.repeat(300),
  ])('refuses %s', (host) => {
    expect(validHost(host)).toBeUndefined();
  });
});
