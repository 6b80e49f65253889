// Processes of a benchmark run: free ports, children whose output is kept (last lines only, for
// a failure message) but never printed, readiness polling, memory from /proc, and stopping only
// what we started.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';

/** A port the OS says is free right now (listen(0)). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const KEEP_LINES = 40;
/** Raw output kept for the tail: enough for KEEP_LINES log lines. */
const KEEP_CHARS = 16 * 1024;

/**
 * Starts a process; its output is drained (a full pipe would stall it) and the last lines kept.
 * `child.waitForText(re)` resolves when a line matches. Lines are only split while someone waits
 * for one: the stack under load logs a line per request, and this process is also the load
 * generator, whose CPU must go to the load (the tail is cut into lines when asked for).
 */
export const startProcess = (command, args, { env = {}, cwd = process.cwd(), detached = false } = {}) => {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let kept = '';
  const watchers = [];
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      kept += chunk;
      if (kept.length > 2 * KEEP_CHARS) kept = kept.slice(-KEEP_CHARS);
      if (watchers.length === 0) return;
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        for (let i = watchers.length - 1; i >= 0; i--) {
          if (watchers[i].re.test(line)) {
            watchers[i].resolve(line);
            watchers.splice(i, 1);
          }
        }
      }
      if (watchers.length === 0) buffered = '';
    });
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.tail = () =>
    kept
      .split('\n')
      .slice(-KEEP_LINES - 1)
      .join('\n')
      .trimEnd();
  child.waitForText = (re) => new Promise((resolve) => watchers.push({ re, resolve }));
  return child;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; throws with the child's last output when it does not. */
export const waitForUrl = async (url, { timeoutMs = 60_000, child } = {}) => {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.exited.then((r) => (exited = r));
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(
        `process exited (${exited.code ?? exited.signal}) before ${url} answered:\n${child.tail()}`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${child ? `:\n${child.tail()}` : ''}`);
};

/** SIGTERM, then SIGKILL after `graceMs`; for a detached child, its whole process group. */
export const stopProcess = async (child, { graceMs = 10_000, group = false } = {}) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const kill = (signal) => {
    try {
      if (group) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
};

/** Resident memory of a process in bytes (Linux /proc), null when it is gone. */
export const rssBytes = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

/** The direct children of a process with their command lines (Linux /proc). */
export const childrenOf = (pid) => {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name in parentheses, which may itself contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      found.push({ pid: Number(entry), cmdline });
    } catch {
      // exited meanwhile
    }
  }
  return found;
};

/** All descendants (children, grandchildren …) of a process. */
export const descendantsOf = (pid) => {
  const out = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of childrenOf(queue.shift())) {
      out.push(child);
      queue.push(child.pid);
    }
  }
  return out;
};
