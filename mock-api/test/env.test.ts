// Environment parsing: defaults, and one clear line for a bad value.
import { parseEnv } from '../src/env.js';

describe('env', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({}, '/srv/app');
    expect(env).toMatchObject({
      port: 4010,
      seed: 20261122,
      dataFile: '/srv/app/.data/mock-api.sqlite',
      uploadsDir: '/srv/app/.data/uploads',
      logLevel: 'info',
      scenario: 'demo',
      host: '127.0.0.1',
      admin: { enabled: true, hosts: [] },
    });
  });

  it('reads the listen address and who may use the admin API', () => {
    expect(
      parseEnv({
        MOCK_API_HOST: '0.0.0.0',
        MOCK_ADMIN: 'off',
        MOCK_ADMIN_HOSTS: ' mock-api, Mock.Example, 10.0.0.0/8, 192.168.1.5, fd00::/8 ',
      }),
    ).toMatchObject({
      host: '0.0.0.0',
      admin: { enabled: false, hosts: ['mock-api', 'mock.example', '10.0.0.0/8', '192.168.1.5', 'fd00::/8'] },
    });
  });

  it("reads the shop's address for the console, none by default", () => {
    expect(parseEnv({}).shopUrl).toBeNull();
    expect(parseEnv({ MOCK_SHOP_URL: 'http://localhost:18990/home' }).shopUrl).toBe(
      'http://localhost:18990/home',
    );
  });

  it('takes any shipped scenario as MOCK_SCENARIO', () => {
    expect(parseEnv({ MOCK_SCENARIO: 'after-sale' }).scenario).toBe('after-sale');
  });

  it('reads given values and treats blank ones as unset', () => {
    const env = parseEnv(
      {
        MOCK_API_PORT: '5000',
        MOCK_SEED: '7',
        MOCK_DATA_FILE: '/tmp/x.json',
        LOG_LEVEL: 'debug',
        MOCK_UPLOADS_DIR: '',
      },
      '/srv',
    );
    expect(env).toMatchObject({
      port: 5000,
      seed: 7,
      dataFile: '/tmp/x.json',
      uploadsDir: '/tmp/uploads',
      logLevel: 'debug',
    });
  });

  it.each([
    [{ MOCK_API_PORT: 'abc' }, /MOCK_API_PORT="abc".*port number/],
    [{ MOCK_API_PORT: '70000' }, /MOCK_API_PORT/],
    [{ MOCK_SEED: '1.5' }, /MOCK_SEED="1.5"/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud".*one of/],
    [{ MOCK_ADMIN: 'maybe' }, /MOCK_ADMIN="maybe".*on or off/],
    [{ MOCK_ADMIN_HOSTS: 'http://x:1' }, /MOCK_ADMIN_HOSTS=.*host names/],
    [{ MOCK_ADMIN_HOSTS: '10.0.0.0/33' }, /MOCK_ADMIN_HOSTS=.*CIDR/],
    [{ MOCK_ADMIN_HOSTS: 'mock-api/8' }, /MOCK_ADMIN_HOSTS=.*CIDR/],
    [{ MOCK_API_HOST: 'a b' }, /MOCK_API_HOST="a b"/],
    [{ MOCK_SHOP_URL: 'localhost:8080' }, /MOCK_SHOP_URL="localhost:8080".*http\(s\) URL/],
    [{ MOCK_SHOP_URL: 'javascript:alert(1)' }, /MOCK_SHOP_URL=.*http\(s\) URL/],
    [{ MOCK_SCENARIO: 'nope' }, /MOCK_SCENARIO="nope": must be one of .*demo.*new-user/],
  ])('refuses %o with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    try {
      parseEnv(source);
    } catch (err) {
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });
});
