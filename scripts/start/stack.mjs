// Shared pieces of `npm start` and `npm run dev`: port checks, incremental builds, child processes
// with prefixed output, readiness polling and an ordered, graceful stop. Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';

export const root = process.cwd();
export const color = process.stdout.isTTY
  ? (code, text) => `\x1b[${code}m${text}\x1b[0m`
  : (_code, text) => text;

/** Prints one line and exits: the only thing a user should see for an expected problem. */
export const die = (line) => {
  console.error(color('31', `✖ ${line}`));
  process.exit(1);
};

export const requireInstall = () => {
  if (
    !existsSync(path.join(root, 'node_modules', 'typescript')) ||
    !existsSync(path.join(root, 'package.json'))
  ) {
    die('依赖未安装 / dependencies are not installed: run `npm ci` in the repository root first');
  }
};

export const portNumber = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    die(`${name}=${raw} 不是有效端口 / is not a valid port (1-65535)`);
  return port;
};

/** Resolves true when nothing listens on the port (checked the way the servers bind: all interfaces). */
export const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });

export const ensurePortsFree = async (ports) => {
  for (const [name, port] of ports) {
    if (!(await portIsFree(port))) {
      die(
        `端口 ${port} 已被占用 / port ${port} is already in use — stop the process using it or set ${name} to a free port`,
      );
    }
  }
};

const run = (label, command, args, options = {}) => {
  console.log(color('36', `▶ ${label}`));
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) die(`${label} 失败 / failed (exit ${result.status ?? result.signal})`);
};

/**
 * `tsc -b` on the Node workspaces. tsc trusts its .tsbuildinfo even when the output folder was
 * deleted, so a project whose entry file is missing loses its build info first.
 */
export const buildNodeWorkspaces = (projects) => {
  for (const { dir, entry } of projects) {
    if (!existsSync(path.join(root, dir, entry)))
      rmSync(path.join(root, dir, 'tsconfig.tsbuildinfo'), { force: true });
  }
  run(`build ${projects.map((p) => p.dir).join(', ')} (tsc -b)`, process.execPath, [
    path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'),
    '-b',
    ...projects.map((p) => p.dir),
  ]);
};

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
};

/** Builds the client when client/dist is missing or older than anything it is built from. */
export const buildClientIfStale = () => {
  // Both pages of the client: the desktop's index.html and the mobile shop's m.html (a second build).
  const builtPages = ['index.html', 'm.html'].map((page) => path.join(root, 'client', 'dist', page));
  const sources = [
    'client/src',
    'client/public',
    'client/index.html',
    'client/m.html',
    'client/vite.config.ts',
    'client/vite.mobile.config.ts',
    'client/package.json',
    'contracts/src',
  ];
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (builtPages.every((built) => existsSync(built) && statSync(built).mtimeMs >= newestSource)) {
    console.log(color('2', '✔ client/dist is up to date'));
    return;
  }
  // Always the production build: started from a test runner (NODE_ENV=test), Vite otherwise keeps
  // React's development code, and that build stayed in client/dist for `npm start` and the bench.
  run('build client (vite)', 'npm', ['run', 'build', '-w', 'client'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
};

/**
 * Runs `fn` while holding a machine-wide lock, so two start-ups (or tests) never build into the same
 * dist folders at once. A lock older than ten minutes is taken to be left over from a crash.
 */
export const withBuildLock = async (fn) => {
  const lock = path.join(
    os.tmpdir(),
    `storefront-build-${Buffer.from(root).toString('hex').slice(-24)}.lock`,
  );
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

/** Everything `npm start` needs, built if missing or stale. */
export const buildStack = ({ withMock = true } = {}) =>
  withBuildLock(() => {
    buildNodeWorkspaces([
      { dir: 'contracts', entry: 'dist/index.js' },
      ...(withMock ? [{ dir: 'mock-api', entry: 'dist/main.js' }] : []),
      { dir: 'server', entry: 'dist/main.js' },
    ]);
    buildClientIfStale();
  });

const running = new Set();
// Children run in their own process group (so Ctrl-C reaches only us and we stop them in order);
// if we exit for any reason, they must not outlive us.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Starts a child whose output lines are prefixed with its name. */
export const startChild = (name, args, env, options = {}) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const prefix = color('35', `[${name}]`);
  // Its last lines, for the reason of an unexpected exit (a fatal error prints just before it).
  child.lastLines = [];
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.setEncoding('utf8');
    // One write per chunk, not per line: under load the children log a line per request.
    stream.on('data', (chunk) => {
      const text = buffered + chunk;
      const cut = text.lastIndexOf('\n');
      buffered = text.slice(cut + 1);
      const lines = text.slice(0, Math.max(cut, 0)).replace(/^\n+|\n+$/g, '');
      if (lines) process.stdout.write(`${prefix} ${lines.replace(/\n+/g, `\n${prefix} `)}\n`);
      if (lines) child.lastLines = [...child.lastLines, ...lines.split(/\n+/)].slice(-20);
    });
    stream.on('end', () => buffered && process.stdout.write(`${prefix} ${buffered}\n`));
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.label = name;
  return child;
};

/** Polls `url` until it answers 200, the child exits, or the time is up. */
export const waitUntilReady = async (child, url, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  let exited;
  child.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited) return { ok: false, reason: `exited (code ${exited.code ?? exited.signal})` };
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return { ok: true };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { ok: false, reason: `not ready after ${Math.round(timeoutMs / 1000)} s (${url})` };
};

/** Stops children in the given order (each gets SIGTERM, then SIGKILL after `graceMs`). */
export const stopChildren = async (children, graceMs = 15_000) => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await child.exited;
    clearTimeout(killer);
  }
};

/** Restarts of one child allowed within RESTART_WINDOW_MS before the supervisor gives up. */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;

/** Why a child exited, in one line: its exit, and its fatal error when it printed one. */
export const exitReason = (child, { code, signal }) => {
  const fatal = [...(child.lastLines ?? [])]
    .reverse()
    .find((line) => /FATAL ERROR|heap out of memory|Error:|ERR_|killed/i.test(line));
  const exit = signal ? `signal ${signal}` : `code ${code}`;
  return fatal ? `${exit}: ${fatal.trim().slice(0, 200)}` : exit;
};

/**
 * Stops everything on Ctrl-C / SIGTERM (children in list order), and when one child dies on its own
 * stops the rest and exits with an error, unless it was added with `restart` (a function starting it
 * again, or returning null when it should not be): then it is started again with a line saying why, as Docker and Kubernetes would, up to
 * MAX_RESTARTS times a minute. `add(child, { first, restart })` registers a child.
 */
export const createSupervisor = () => {
  const children = [];
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await stopChildren(children);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) console.log(color('36', `\n■ 正在停止 / stopping (${signal}) …`));
      void stopAll(0);
    });
  }
  const restarts = [];
  const watch = (child, restart) => {
    void child.exited.then((exit) => {
      if (stopping) return;
      const now = Date.now();
      while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
      const next = restart && restarts.length < MAX_RESTARTS ? restart() : null;
      if (next) {
        restarts.push(now);
        console.error(
          color(
            '33',
            `↻ ${child.label} 意外退出，正在重启 / stopped unexpectedly, restarting (${exitReason(child, exit)})`,
          ),
        );
        children[children.indexOf(child)] = next;
        watch(next, restart);
        return;
      }
      const { code, signal } = exit;
      console.error(
        color(
          '31',
          `✖ ${child.label} 意外退出 / stopped unexpectedly (code ${code ?? signal}); stopping the rest`,
        ),
      );
      void stopAll(1);
    });
  };
  const add = (child, { first = false, restart = null } = {}) => {
    if (first) children.unshift(child);
    else children.push(child);
    watch(child, restart);
    return child;
  };
  /** For a start-up failure: stop what runs, print one line, exit 1. */
  const fail = async (line) => {
    stopping = true;
    await stopChildren(children);
    die(line);
  };
  return { add, fail, stopAll };
};
