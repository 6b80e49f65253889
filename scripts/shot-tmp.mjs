import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 1280, height: 900 } });
const p = await c.newPage();
for (const [name, path] of process.argv.slice(2).map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)])) {
  await p.goto('http://localhost:18080' + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shots/lead/d-${name}.png`, fullPage: false });
}
await b.close();
