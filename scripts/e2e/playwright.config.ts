import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/** The phone shop's journeys (tests/mobile-shop/) run on emulated phones; everything else on the desktop. */
const PHONE_JOURNEYS = /mobile-shop\/.*\.e2e\.ts$/;
/**
 * Journeys on the mock's default state (no sandbox of their own: they log in to it, order, add
 * addresses, or add a fault rule to it from the console): one at a time, beside the sandboxed ones.
 */
const DEFAULT_STATE_JOURNEYS =
  /\/tests\/(address|auth|browse-and-shell|buy|console|customer-service|flash-sale|mobile|search|tablet)\.e2e\.ts$/;
/**
 * Every other journey has its own sandbox (store, clock, faults, journal): they run side by side, one
 * worker per core (a browser, the server and the mock share them); E2E_WORKERS overrides.
 */
const WORKERS = Number(process.env.E2E_WORKERS) || Math.max(1, availableParallelism());

// Journeys run in Debian's Chromium (its headless shell), kept off the network; artifacts of failures go to reports/e2e (not in git).
export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.e2e\.ts$/,
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  outputDir: '../../reports/e2e/artifacts',
  // Tests, not files, are spread over the workers: every sandboxed test makes its own sandbox.
  fullyParallel: true,
  workers: WORKERS,
  // A failed journey runs once more, recording its trace; passing then still fails the run (flaky), so a
  // retry never hides anything. Recording every journey's trace cost a fifth of the run's CPU.
  retries: 1,
  failOnFlakyTests: true,
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
    trace: 'on-first-retry',
    launchOptions: {
      // run-e2e.mjs sets it: Debian's chromium-headless-shell when installed, else its chromium.
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
    { name: 'desktop', testIgnore: [PHONE_JOURNEYS, DEFAULT_STATE_JOURNEYS] },
    // In file order, one at a time, as they always ran.
    { name: 'desktop default state', testMatch: DEFAULT_STATE_JOURNEYS, workers: 1, fullyParallel: false },
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
