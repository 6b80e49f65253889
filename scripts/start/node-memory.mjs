// The V8 heap settings each service runs with, wherever it is started (npm start, the benchmarks;
// the Dockerfile sets the same as NODE_OPTIONS, checked by scripts/docker/docker-files.test.ts).
// Measured in docs/decisions.md: by default V8 lets the young generation grow to 64 MB and the old one
// by up to four times its live size, which made up most of each process's RSS after load. A small
// semi-space and an old-space cap at or under 256 MB (where V8 switches to its memory-constrained
// growing factor) keep both services within their budgets for a few per cent of GC time. The server's
// semi-space is 8 MB, not 2: at 20 concurrent proxied calls a 2 MB one was too small to hold the calls
// in flight, so their objects were promoted (11 KB a call) and the old space collected every few
// hundred calls, a sixth of the server's CPU and its p99 (docs/decisions.md, the proxy).
export const NODE_MEMORY_FLAGS = {
  server: ['--max-semi-space-size=8', '--max-old-space-size=128'],
  'mock-api': ['--max-semi-space-size=2', '--max-old-space-size=256'],
};
