// The peer a user would pick instead of our server: Debian's nginx, either serving the same
// client/dist with gzip_static or reverse-proxying to the same mock-api, on a free port, from a
// generated config in a temp folder; installed with apt-get when missing (and skipped, saying so,
// when it cannot be installed); stopped after.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, stopProcess, waitForUrl } from './processes.mjs';

export const NGINX_BIN = '/usr/sbin/nginx';

/**
 * The config: one worker (the Node server under test is one process too), no access log (the
 * server's request log is its own cost, but nginx's would only measure the disk), every temp path
 * inside `prefix`, and the server's caching rules: hashed assets immutable, the rest revalidated.
 */
/** @param {{ port: number, root?: string, upstream?: string, prefix: string, mimeTypes?: string }} options */
export const nginxConfig = ({
  port,
  root,
  upstream,
  prefix,
  mimeTypes = '/etc/nginx/mime.types',
}) => `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${path.join(prefix, 'body')};
  proxy_temp_path ${path.join(prefix, 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'scgi')};
  gzip_static on;
${upstream ? proxyServer({ port, upstream }) : staticServer({ port, root })}
}
`;

const staticServer = ({ port, root }) => `  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    # SPA routes get index.html, as the server gives them (its route list is not nginx's concern).
    location / { add_header Cache-Control "no-cache"; try_files $uri /index.html; }
  }`;

/** What our proxy does too: HTTP/1.1 keep-alive to the upstream, X-Forwarded-*, bodies streamed. */
const proxyServer = ({
  port,
  upstream,
}) => `  upstream mock { server ${new URL(upstream).host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://mock;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
    }
  }`;

/**
 * Installs Debian's nginx when it is missing (root only; no service is started by the package).
 * Returns null when nginx is there, else why it is not (the caller skips the nginx figures).
 */
export const ensureNginx = (log = console.log) => {
  try {
    installNginx(log);
    return null;
  } catch (err) {
    const why = `nginx missing, skipped: ${err.message}`;
    log(why);
    return why;
  }
};

const installNginx = (log) => {
  if (existsSync(NGINX_BIN)) return;
  if (process.getuid?.() !== 0) throw new Error('installing it needs root (apt-get install nginx)');
  log('installing nginx with apt-get (once) …');
  // policy-rc.d 101 keeps the package's own service from starting on port 80.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const policy = '/usr/sbin/policy-rc.d';
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const opts = { stdio: 'inherit', env };
    const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
    if (
      spawnSync('apt-get', [...lockWait, 'install', '-y', '--no-install-recommends', 'nginx'], opts)
        .status !== 0
    ) {
      spawnSync('apt-get', [...lockWait, 'update'], opts);
      const retry = spawnSync(
        'apt-get',
        [...lockWait, 'install', '-y', '--no-install-recommends', 'nginx'],
        opts,
      );
      if (retry.status !== 0) throw new Error('apt-get install nginx failed');
    }
  } finally {
    if (!hadPolicy) spawnSync('rm', ['-f', policy]);
  }
};

/**
 * Starts nginx on `port` serving `root`, or proxying to `upstream` (then `readyPath` is a path the
 * upstream answers with 2xx); returns { url, stop }.
 */
export const startNginx = async ({ port, root, upstream, readyPath = '/index.html' }) => {
  const prefix = path.join(os.tmpdir(), `bench-nginx-${process.pid}-${port}`);
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ port, root, upstream, prefix }));
  const child = startProcess(NGINX_BIN, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')]);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}${readyPath}`, { timeoutMs: 15_000, child });
  return { url, pid: child.pid, stop: () => stopProcess(child, { graceMs: 5000 }) };
};
