// The V8 heap settings each service runs with, wherever it is started (npm start, the benchmarks;
// the Dockerfile sets the same as NODE_OPTIONS, checked by scripts/docker/docker-files.test.ts).
// Measured in docs/decisions.md: by default V8 lets the young generation grow to 64 MB and the old one
// by up to four times its live size, which made up most of each process's RSS after load. A 2 MB
// semi-space and an old-space cap at or under 256 MB (where V8 switches to its memory-constrained
// growing factor) keep both services within their budgets for a few per cent of GC time.
export const NODE_MEMORY_FLAGS = {
  server: ['--max-semi-space-size=2', '--max-old-space-size=128'],
  'mock-api': ['--max-semi-space-size=2', '--max-old-space-size=256'],
};
