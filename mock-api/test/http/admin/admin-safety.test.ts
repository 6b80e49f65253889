// The admin API is safe by default (mock-api/src/http/admin/admin-guard.ts): a page elsewhere cannot
// change the mock through a developer's browser, by a cross-site form, a foreign Origin or DNS rebinding.
import request from 'supertest';
import { testApp } from '../../harness.js';

const app = testApp();
const faultNow = async () => (await request(app).get('/__mock/faults')).body.result;
afterEach(async () => {
  await request(app).delete('/__mock/faults').set('x-mock-admin', '1');
});

describe('admin writes', () => {
  it('refuses a cross-origin form post, and the fault stays unset', async () => {
    const res = await request(app)
      .post('/__mock/faults')
      .set('Origin', 'http://evil.example')
      .type('form')
      .send('fault=500');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('403');
    expect((await faultNow()).fault).toBeNull();
  });

  it('refuses a form post without a custom header even from no origin (a simple request)', async () => {
    const res = await request(app).post('/__mock/faults').type('form').send('fault=500');
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('x-mock-admin');
    expect((await faultNow()).fault).toBeNull();
  });

  it('refuses JSON sent as text/plain (what a cross-site fetch without preflight can send)', async () => {
    const res = await request(app)
      .post('/__mock/reset')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({}));
    expect(res.status).toBe(403);
  });

  it('refuses a body-less DELETE without a custom header', async () => {
    expect((await request(app).delete('/__mock/faults')).status).toBe(403);
  });

  it('accepts a JSON body, and a form with an x-mock- header', async () => {
    expect((await request(app).post('/__mock/faults').send({ fault: '52' })).body.code).toBe('01');
    expect((await faultNow()).fault).toBe('52');
    const form = await request(app)
      .post('/__mock/faults')
      .set('x-mock-admin', '1')
      .type('form')
      .send('fault=02');
    expect(form.body.code).toBe('01');
    expect((await faultNow()).fault).toBe('02');
  });
});

describe('Origin', () => {
  it('refuses a JSON write from a foreign origin', async () => {
    const res = await request(app)
      .post('/__mock/faults')
      .set('Origin', 'http://evil.example')
      .send({ fault: '500' });
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('http://evil.example');
    expect((await faultNow()).fault).toBeNull();
  });

  it('refuses a read from a foreign origin and from an opaque "null" origin', async () => {
    expect((await request(app).get('/__mock/journal').set('Origin', 'https://evil.example')).status).toBe(
      403,
    );
    expect((await request(app).get('/__mock/journal').set('Origin', 'null')).status).toBe(403);
  });

  it("accepts the mock's own origin and the shop's on this machine", async () => {
    const own = await request(testApp({ admin: { hosts: ['192.168.1.20'] } }))
      .post('/__mock/faults')
      .set('Host', '192.168.1.20:4010')
      .set('Origin', 'http://192.168.1.20:4010')
      .send({ fault: '52' });
    expect(own.body.code).toBe('01');
    for (const shop of ['http://localhost:8080', 'http://127.0.0.1:5173', 'http://[::1]:8080']) {
      const res = await request(app).post('/__mock/faults').set('Origin', shop).send({ fault: '02' });
      expect(res.body.code).toBe('01');
    }
  });

  it('refuses another machine of the network as an origin, unless it is the Host', async () => {
    const res = await request(app)
      .post('/__mock/faults')
      .set('Origin', 'http://192.168.1.77:3000')
      .send({ fault: '52' });
    expect(res.status).toBe(403);
  });
});

describe('Host (DNS rebinding)', () => {
  it('refuses a foreign Host on reads and writes, and still answers health', async () => {
    const read = await request(app).get('/__mock/journal').set('Host', 'evil.example');
    expect(read.status).toBe(403);
    expect(read.body.msg).toContain('evil.example');
    const write = await request(app)
      .post('/__mock/faults')
      .set('Host', 'evil.example:4010')
      .set('Origin', 'http://evil.example:4010')
      .send({ fault: '500' });
    expect(write.status).toBe(403);
    expect((await faultNow()).fault).toBeNull();
    expect((await request(app).get('/__mock/health').set('Host', 'evil.example')).status).toBe(200);
  });

  it("answers the shop's chat page under the upstream name the shop's server proxies it with", async () => {
    expect((await request(app).get('/__mock/chat').set('Host', 'mock-api:4010')).status).toBe(200);
    expect((await request(app).get('/__mock/chat.js').set('Host', 'mock-api:4010')).status).toBe(200);
    expect((await request(app).get('/__mock/journal').set('Host', 'mock-api:4010')).status).toBe(403);
  });

  it.each(['localhost:4010', 'shop.localhost', '127.0.0.1', '127.8.0.1:4010', '[::1]:4010'])(
    'accepts the loopback name %s',
    async (host) => {
      expect((await request(app).get('/__mock/journal').set('Host', host)).status).toBe(200);
    },
  );

  it.each(['192.168.1.5', '10.1.2.3', '172.18.0.2:4010', '[fd00::5]:4010', '169.254.1.1'])(
    'refuses the private address %s unless MOCK_ADMIN_HOSTS lists it',
    async (host) => {
      const res = await request(app).get('/__mock/journal').set('Host', host);
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('MOCK_ADMIN_HOSTS');
    },
  );

  it('accepts a private address listed in MOCK_ADMIN_HOSTS, alone or by its range', async () => {
    const listed = testApp({ admin: { hosts: ['192.168.1.5', '10.0.0.0/8', 'fd00::/8'] } });
    for (const host of ['192.168.1.5:4010', '10.244.3.7', '[fd00::5]:4010'])
      expect((await request(listed).get('/__mock/journal').set('Host', host)).status).toBe(200);
    for (const host of ['192.168.1.6', '172.18.0.2'])
      expect((await request(listed).get('/__mock/journal').set('Host', host)).status).toBe(403);
  });

  it('accepts a name listed in MOCK_ADMIN_HOSTS, and only that one', async () => {
    const named = testApp({ admin: { hosts: ['mock-api'] } });
    expect((await request(named).get('/__mock/journal').set('Host', 'mock-api:4010')).status).toBe(200);
    expect((await request(named).get('/__mock/journal').set('Host', 'mock-api.evil')).status).toBe(403);
    expect((await request(app).get('/__mock/journal').set('Host', 'mock-api:4010')).status).toBe(403);
  });
});

describe('MOCK_ADMIN=off', () => {
  const closed = testApp({ admin: { enabled: false } });

  it('closes /__mock except health and the chat page, and leaves the API alone', async () => {
    for (const path of ['/__mock/journal', '/__mock/faults', '/__mock/console', '/__mock/openapi.json']) {
      const res = await request(closed).get(path);
      expect(res.status).toBe(404);
      expect(res.body.msg).toContain('MOCK_ADMIN=off');
    }
    expect((await request(closed).post('/__mock/reset').send({})).status).toBe(404);
    expect((await request(closed).get('/__mock/health')).status).toBe(200);
    expect((await request(closed).get('/__mock/chat')).status).toBe(200);
    expect((await request(closed).get('/api/goods/hot/sale/getHotGoods')).status).not.toBe(404);
  });
});
