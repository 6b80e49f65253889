// A test hook for the crash-safety test: with MOCK_TEST_CRASH_AT=<name> in the environment, the
// process kills itself (SIGKILL, like a power cut) when it reaches the named point in the middle
// of a multi-row operation. Unset, it costs one comparison.
const target = process.env.MOCK_TEST_CRASH_AT ?? '';

export function crashPoint(name: string): void {
  if (target !== '' && target === name) process.kill(process.pid, 'SIGKILL');
}
