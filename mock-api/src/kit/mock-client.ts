// The kit's entry: a client of one running mock (or of the web server in front of it, which passes
// `/__mock` and the shop's calls through) that opens sandboxes for tests.
import { adminFetch } from './admin-fetch.js';
import { newSandboxId } from './sandbox-id.js';
import { openSandbox, type Sandbox } from './sandbox.js';

export interface MockClientOptions {
  /** Where the shop's calls go: the mock (`http://127.0.0.1:4010`), or the web server in front of it. */
  baseUrl: string;
  /**
   * The mock's own address for its test control (`/__mock`), when `baseUrl` is a web server that
   * passes only the shop's calls on (default: `baseUrl`).
   */
  adminUrl?: string;
  /** Starts every sandbox id, e.g. the suite's name (default `kit`). */
  prefix?: string;
}

export interface SandboxOptions {
  /** The scenario the sandbox starts from (default `demo`, the lived-in demo account). */
  scenario?: string;
}

export interface MockClient {
  readonly baseUrl: string;
  readonly adminUrl: string;
  /** Resolves when the mock answers its health with `ok`; rejects with its reason otherwise. */
  health(): Promise<{ status: string; uptimeMs: number }>;
  /** A fresh sandbox with an id no other run, worker or test uses. */
  sandbox(options?: SandboxOptions): Promise<Sandbox>;
}

export function mockClient(options: MockClientOptions): MockClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const adminUrl = (options.adminUrl ?? options.baseUrl).replace(/\/+$/, '');
  for (const [name, url] of [
    ['baseUrl', baseUrl],
    ['adminUrl', adminUrl],
  ])
    if (!URL.canParse(url!)) throw new Error(`mockClient: ${name} "${url}" is not a URL`);
  const admin = adminFetch(adminUrl);
  return {
    baseUrl,
    adminUrl,
    health: async () => (await admin<{ status: string; uptimeMs: number }>('GET', '/health')).result,
    sandbox: (sandboxOptions = {}) =>
      openSandbox({
        baseUrl,
        adminUrl,
        admin,
        id: newSandboxId(options.prefix),
        scenario: sandboxOptions.scenario ?? 'demo',
      }),
  };
}
