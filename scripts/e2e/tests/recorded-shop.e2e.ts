// A recorded browsing session replayed: in a sandbox of the `recorded-shop` scenario the home page
// shows the goods the real upstream answered when mock-api/recordings/recorded-shop/ was recorded
// (`npm run record`), not the mock's own seed, while logins and the cart stay the mock's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures.js';
import { useSandbox } from './support/sandbox.js';

interface RecordedList {
  calls: Array<{ reply: { result: { list: Array<{ name: string }> } } }>;
}

const recordedNames = (operation: string): string[] => {
  const file = join(process.cwd(), 'mock-api/recordings/recorded-shop', `${operation}.json`);
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedList;
  return recorded.calls[0]!.reply.result.list.map((goods) => goods.name);
};

test('the home page of a recorded-shop sandbox shows the recorded goods', async ({ page, a11y }) => {
  const recorded = recordedNames('getWeeklyPreferredGoods');
  const sandbox = await useSandbox(page, { scenario: 'recorded-shop' });
  try {
    const replayed = page.waitForResponse(
      (response) =>
        response.url().includes('/api/goods/weeklypreferred/getGoods') &&
        response.headers()['x-mock-replayed'] === 'recorded-shop',
    );
    await page.goto('/home');
    await replayed;
    const weekly = page.getByRole('main').getByRole('region', { name: '每周优选' });
    for (const name of recorded.slice(0, 3)) await expect(weekly.getByText(name).first()).toBeVisible();
    await a11y.check('recorded goods');
  } finally {
    await sandbox.dispose();
  }
});
