// A deliberately drifting upstream for the drift check's tests: the mock itself behind a transform
// on loopback that renames a field, turns a number into a string, drops a call, answers one call
// with an HTML 502 and never answers another; everything else passes through untouched.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogue } from '@storefront/contracts';

type Reply = { code: string; msg: string; result: unknown };
type Rewrite = (reply: Reply) => Reply;

const list = (reply: Reply) => (reply.result as { list: Array<Record<string, unknown>> }).list;

/** The five drifts, by the operation they hit. */
export const DRIFTS = {
  renamedField: 'getNewReleaseGoods',
  numberAsString: 'getNewUserGoods',
  dropped: 'getSearchHotWord',
  htmlBadGateway: 'getAdByHome',
  hanging: 'getUserPolicySecret',
} as const;

const rewrites: Record<string, Rewrite> = {
  [catalogue[DRIFTS.renamedField].path]: (reply) => {
    for (const goods of list(reply)) {
      goods.title = goods.name;
      delete goods.name;
    }
    return reply;
  },
  [catalogue[DRIFTS.numberAsString].path]: (reply) => {
    for (const goods of list(reply)) goods.price = String(goods.price);
    return reply;
  },
};

export interface DriftingUpstream {
  base: string;
  close(): Promise<void>;
}

export async function startDriftingUpstream(target: string): Promise<DriftingUpstream> {
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://upstream').pathname;
    if (path === catalogue[DRIFTS.hanging].path) return void hanging.add(res);
    if (path === catalogue[DRIFTS.htmlBadGateway].path) {
      res.writeHead(502, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
    }
    // A dropped call: the upstream no longer has the path, so the request goes to one it never had.
    const forwardPath = path === catalogue[DRIFTS.dropped].path ? '/api/no/longer/here' : req.url!;
    forward(target, forwardPath, req, res, rewrites[path]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  target: string,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  rewrite: Rewrite | undefined,
): void {
  const upstream = request(new URL(path, target), { method: req.method, headers: req.headers }, (reply) => {
    const chunks: Buffer[] = [];
    reply.on('data', (chunk: Buffer) => chunks.push(chunk));
    reply.on('end', () => {
      let body = Buffer.concat(chunks);
      if (rewrite) body = Buffer.from(JSON.stringify(rewrite(JSON.parse(body.toString()) as Reply)));
      res.writeHead(reply.statusCode ?? 502, {
        'content-type': reply.headers['content-type'] ?? 'application/json',
        'content-length': body.length,
      });
      res.end(body);
    });
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}
