// Preloaded into the stack process by run-e2e.mjs (`node --import`): when the runner that started it
// dies without stopping it (SIGKILL, a crash), the process is re-parented; it then sends itself
// SIGTERM, which start.mjs's supervisor answers by stopping mock-api and server in order.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }
}, 1000);
watch.unref();
