// Security headers on every kind of answer the server gives (see docs/architecture.md): pages, the 404 page,
// hashed assets, API replies and media proxied from the mock-api (uploads and SVG art included),
// the server's own 502/504 envelopes, redirects, the runtime config and health probes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, encodeCustomHeader, encodeForm, newReqId } from '@storefront/contracts';
import { callApi, send, startStack, type RawReply, type Stack } from './stack.js';

jest.setTimeout(30_000);

const cspDirectives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );

/** What every answer must carry, whatever produced it. */
function headerProblems(reply: RawReply): string[] {
  const problems: string[] = [];
  const csp = String(reply.headers['content-security-policy'] ?? '');
  const directives = cspDirectives(csp);
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts || scripts.join(' ') !== "'self'") problems.push(`script-src is ${JSON.stringify(scripts)}`);
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push('object-src not none');
  if (reply.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  const framing = String(reply.headers['x-frame-options'] ?? '').toUpperCase();
  if (framing !== 'DENY' && framing !== 'SAMEORIGIN') problems.push('no X-Frame-Options');
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors not none');
  if (reply.headers['x-powered-by'] !== undefined) problems.push('X-Powered-By present');
  return problems;
}

describe('security headers on every kind of answer', () => {
  let stack: Stack;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'robustness-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-AbC123xy.js'), 'console.log("商城");\n');
    writeFileSync(join(dist, 'assets', 'style-Zz99Yy88.css'), 'body{margin:0}\n');
    // 3 s: room for every normal call (a generated SVG) on a loaded machine; the 504 below comes from a
    // delay far past it.
    stack = await startStack({ clientDist: dist, proxyTimeoutMs: 3000, faultTimeoutMs: 2000 });
  });
  afterAll(async () => {
    await stack.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    send(stack.serverUrl, stack.agent, { method: 'GET', path, headers });
  const apiPost = (headers: Record<string, string> = {}) =>
    send(stack.serverUrl, stack.agent, {
      method: 'POST',
      path: catalogue.getHotGoods.path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'domo-custom': encodeCustomHeader({}),
        ...headers,
      },
      body: encodeForm({ pageNum: 1, pageSize: 2, reqId: newReqId() }),
    });

  it('sends CSP script-src self, nosniff, frame protection and no X-Powered-By everywhere', async () => {
    const goods = await callApi<{ list: Array<{ goodsId: number; picUrl: string }> }>(
      stack.serverUrl,
      stack.agent,
      'getHotGoods',
      { pageNum: 1, pageSize: 1 },
    );
    const answers: Array<[string, RawReply, number]> = [
      ['an SPA page', await get('/home'), 200],
      ['the SPA 404 page', await get('/no/such/page'), 404],
      ['a hashed script', await get('/assets/index-AbC123xy.js'), 200],
      ['a hashed stylesheet', await get('/assets/style-Zz99Yy88.css'), 200],
      ['a missing asset', await get('/assets/missing-00000000.js'), 404],
      ['the root redirect', await get('/'), 302],
      [
        'the mobile redirect',
        await get('/home', {
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        }),
        302,
      ],
      ['the runtime config', await get('/runtime-config.js'), 200],
      ['the health probe', await get('/healthz'), 200],
      ['an API reply', await apiPost(), 200],
      ['an API refusal (52)', await apiPost({ 'x-mock-fault': '52' }), 200],
      ['an unknown API path', await get('/api/nope'), 404],
      ['proxied SVG art', await get(goods.result.list[0]!.picUrl), 200],
      ['a proxied media 404', await get('/media/goods/999999999-0.svg'), 404],
      ["the server's 502", await apiPost({ 'x-mock-fault': 'reset' }), 502],
      ["the server's 504", await apiPost({ 'x-mock-delay': '20000' }), 504],
    ];
    const problems = answers.flatMap(([what, reply, status]) => {
      const found = headerProblems(reply);
      if (reply.status !== status) found.push(`status ${reply.status} instead of ${status}`);
      return found.map((problem) => `${what}: ${problem}`);
    });
    console.log(`headers: ${answers.length} kinds of answer checked`);
    expect(problems).toEqual([]);
  });

  it('sends no cookie from the server side at all (the client sets its own)', async () => {
    for (const reply of [await get('/home'), await apiPost()])
      expect(reply.headers['set-cookie']).toBeUndefined();
  });
});
