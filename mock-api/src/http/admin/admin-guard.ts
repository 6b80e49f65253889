// The admin API changes state, so a web page elsewhere must not reach it through a developer's browser
// (mock-api/README.md, "Admin safety"; the reasons: docs/decisions.md, "The admin API is safe by default").
// In front of every /__mock route:
// - MOCK_ADMIN=off closes it, except health (probes) and the shop's customer-service chat page, which
//   also answer any Host;
// - a Host that is neither localhost / a loopback address nor a MOCK_ADMIN_HOSTS entry is refused
//   (DNS rebinding: evil.example resolving to 127.0.0.1 still arrives with Host: evil.example; and a
//   pod reaching a mock pod by its private IP is no admin unless that address is listed);
// - an Origin that is not the mock's own, a loopback one or a configured name is refused;
// - a write (anything but GET/HEAD) needs a JSON body or an `x-mock-…` header. Both make a browser
//   send a CORS preflight, which the mock never approves, so no cross-site form or simple fetch gets in.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendHttpError } from '../api/reply.js';
import { adminHostMatcher, hostNameOf, isLoopbackName } from './local-address.js';

export interface AdminAccess {
  /** MOCK_ADMIN: false closes /__mock except the always-open paths. */
  enabled: boolean;
  /** MOCK_ADMIN_HOSTS: host names, addresses or CIDR ranges accepted besides localhost and loopback. */
  hosts: readonly string[];
}

/** Open even with MOCK_ADMIN=off: container and platform probes, and the shop's chat page. */
const ALWAYS_OPEN = new Set(['/health', '/chat', '/chat.js']);
const READS = new Set(['GET', 'HEAD']);

const hasMockHeader = (req: Request): boolean =>
  Object.keys(req.headers).some((name) => name.startsWith('x-mock-'));

export function adminGuard(access: AdminAccess): RequestHandler {
  const named = new Set(access.hosts.map((h) => h.toLowerCase()));
  const knownHost = adminHostMatcher(access.hosts);

  return (req: Request, res: Response, next: NextFunction): void => {
    if (!access.enabled && !ALWAYS_OPEN.has(req.path))
      return sendHttpError(res, 404, '管理接口已关闭（MOCK_ADMIN=off）');
    // Probes, and the chat page the shop's server proxies (its Host is then the upstream's name, e.g.
    // mock-api:4010 on the compose network): reads of nothing private, so no Host or Origin check.
    if (ALWAYS_OPEN.has(req.path) && READS.has(req.method)) return next();

    // A request without Host (HTTP/1.0) is no browser's, but it may be another pod's: no Host, no admin.
    const host = req.headers.host;
    if (host === undefined || host === '')
      return sendHttpError(res, 403, '管理接口拒绝没有 Host 请求头的请求（请用 HTTP/1.1 并带上 Host）');
    if (!knownHost(hostNameOf(host)))
      return sendHttpError(
        res,
        403,
        `管理接口拒绝此主机名：${hostNameOf(host)}（只接受 localhost 与本机回环地址，其他名称、内网地址或网段请加入 MOCK_ADMIN_HOSTS）`,
      );

    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, host, named))
      return sendHttpError(res, 403, `管理接口拒绝来自 ${origin} 的请求`);

    if (!READS.has(req.method) && !req.is(['application/json', '+json']) && !hasMockHeader(req))
      return sendHttpError(
        res,
        403,
        '管理接口的写操作须带 JSON 请求体（Content-Type: application/json）或 x-mock-admin 请求头',
      );
    next();
  };
}

/** The mock's own origin, a page on this machine (the shop, the dev server) or a configured name. */
function originAllowed(origin: string, host: string, named: ReadonlySet<string>): boolean {
  let url: URL;
  try {
    url = new URL(origin); // "null" (sandboxed frames, file: pages) does not parse and is refused
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host === host.toLowerCase()) return true;
  const name = hostNameOf(url.host);
  return isLoopbackName(name) || named.has(name);
}
