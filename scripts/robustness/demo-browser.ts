// A browser of the public demo for the robustness tests: keeps the `shop-visitor` cookie the server
// gives it and sends it back, plus any headers of its own.
import { isEnvelope, type EndpointName, type Envelope } from '@storefront/contracts';
import { wireRequest } from '../../contracts/src/drift/wire-request.js';
import { send, type RawReply, type Stack, type Who } from './stack.js';

export const DEMO = { mobile: '13800138000', password: 'demo1234' };

/** The stack's default upstream limit (2 s) is for fault tests; a loaded CI machine needs more here. */
export const PROXY_TIMEOUT_MS = 15_000;

/** A browser: keeps the cookie the server gives it and sends it back, plus any headers of its own. */
export class Browser {
  cookie: string | null = null;
  last: RawReply | null = null;
  constructor(
    private readonly stack: Stack,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T = any>(name: EndpointName, input: Record<string, unknown> = {}, who: Who | null = null) {
    const request = wireRequest(
      this.stack.serverUrl,
      name,
      who && { token: who.token, uid: String(who.userId) },
      input,
    );
    const { pathname, search } = new URL(request.url);
    const headers: Record<string, string> = { ...request.headers, ...this.headers };
    if (this.cookie) headers.cookie = [headers.cookie, this.cookie].filter(Boolean).join('; ');
    const reply = await send(this.stack.serverUrl, false, {
      ...request,
      headers,
      path: `${pathname}${search}`,
    });
    this.last = reply;
    const given = reply.headers['set-cookie']?.find((c) => c.startsWith('shop-visitor='));
    if (given) this.cookie = given.split(';')[0]!;
    const parsed: unknown = JSON.parse(reply.text);
    if (!isEnvelope(parsed)) throw new Error(`${name}: not an envelope: ${reply.text.slice(0, 200)}`);
    return parsed as Envelope<T>;
  }

  async login(password = DEMO.password): Promise<Who | null> {
    const reply = await this.call('mobileAndPasswordToLogin', { mobile: DEMO.mobile, password });
    return reply.code === '01' ? { token: reply.result.token, userId: reply.result.userId } : null;
  }
}
