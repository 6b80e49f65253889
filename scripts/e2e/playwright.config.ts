import { defineConfig, devices } from '@playwright/test';

/** The phone shop's journeys (tests/mobile-shop/) run on emulated phones; everything else on the desktop. */
const PHONE_JOURNEYS = /mobile-shop\/.*\.e2e\.ts$/;

// Journeys run in Debian's Chromium, kept off the network; artifacts of failures go to reports/e2e (not in git).
export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.e2e\.ts$/,
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  outputDir: '../../reports/e2e/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // The whole run stops loudly well inside CI's own limit rather than hanging it.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../reports/e2e/html', open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    // A step that cannot happen fails on its own line instead of eating the whole test's time.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: PHONE_JOURNEYS },
    {
      // Chromium with an iPhone's screen, touch and user agent (Playwright's iPhone 13 profile at its full 390×844).
      name: 'iphone',
      testMatch: PHONE_JOURNEYS,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
      },
    },
    {
      // A 360×800 Android phone; runs the journeys tagged @android (the shop's look on a narrower screen).
      name: 'android',
      testMatch: PHONE_JOURNEYS,
      grep: /@android/,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 360, height: 800 },
        screen: { width: 360, height: 800 },
        deviceScaleFactor: 3,
      },
    },
  ],
});
