import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The journeys run against the real server (built site, embedded database seeded with the demo). */
export const PORT = Number(process.env.E2E_PORT ?? 18_080);
/** A local OpenID Connect provider standing in for Google in the one-click login journey. */
export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 18_090);
/** The sandbox payment gateway the server starts in-process for the deposit journeys. */
export const SANDBOX_GATEWAY_PORT = Number(process.env.E2E_SANDBOX_GATEWAY_PORT ?? 18_082);
/** The in-house game vendor the server starts in-process (its own port; the game frame loads from it). */
export const VENDOR_PORT = Number(process.env.E2E_VENDOR_PORT ?? 18_081);
/** The lottery vendor the server starts in-process (its own port; the lottery frame loads from it). */
export const LOTTERY_PORT = Number(process.env.E2E_LOTTERY_PORT ?? 18_083);
/** The live studio vendor the server starts in-process (its own port; the live table frame and socket load from it). */
export const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 18_084);
/** The poker vendor the server starts in-process (its own port; the poker table frame and socket load from it). */
export const POKER_PORT = Number(process.env.E2E_POKER_PORT ?? 18_086);
/** The sportsbook vendor the server starts in-process (its own port; the book's frame and socket load from it). */
export const SPORTS_PORT = Number(process.env.E2E_SPORTS_PORT ?? 18_085);
/** The fishing vendor the server starts in-process (its own port; the ocean's frame and socket load from it). */
export const FISH_PORT = Number(process.env.E2E_FISH_PORT ?? 18_087);
/** The operator key the journeys use: handed to the server's demo seed (honoured outside production only). */
export const OPERATOR_KEY = process.env.E2E_OPERATOR_KEY ?? 'croupier-e2e-operator-key';
/**
 * The journeys' server keeps its data (the platform's and each in-process vendor's) in an embedded
 * PGlite under a fresh data directory, as `npm start` does; or, given E2E_DATABASE_URL (an empty
 * PostgreSQL database; `npm test` makes one in its throw-away cluster), in PostgreSQL, whose queries
 * run in its own processes instead of on the server's one event loop.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-e2e-'));

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  // How many journeys run at once (E2E_WORKERS; default 2).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The whole suite (`npm test`) runs a failed journey once more and reports it as flaky, with what
  // its page showed the first time: a journey that fails twice fails the run. Focused runs don't
  // retry, so a failure there shows at once.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  // What a person waits for a page to answer, on a machine that also runs the server, its database and
  // seven vendors: a banner or a popup's first data came after 10 s under load in CI.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Print the server's event-loop delay over the journeys (the server starts before the setup and
  // stops after the teardown).
  globalSetup: './support/server-event-loop.setup.ts',
  globalTeardown: './support/server-event-loop.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records a screencast of every frame: in headless Chromium the frames' encoding was most
    // of the GPU process's work (57 s of CPU in the seven account journeys, 6 s without). `npm test`
    // turns it off (E2E_TRACE=off: CI keeps no files; a failure's page is printed from its
    // error-context.md instead); a focused run keeps the trace of a failed journey to open.
    trace: (process.env.E2E_TRACE ?? 'retain-on-failure') as 'off' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The journeys' people asked their system for reduced motion, as many players do: the site then
    // stops its marquee, floating cards and self-turning carousel. Headless Chromium composites every
    // animation frame in software (SwiftShader), and those frames alone took a third of the journeys'
    // CPU on this 2-core machine (banners, brands and navigation: 63 s of CPU in 2.3 min before,
    // 44 s in 1.5 min after). The games' own animations (dice, wheels, fish) still run.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        // They asked for reduced transparency too (Playwright has no option for it; this is Blink's
        // own setting): the site then blurs nothing behind its header and dialogs. A software
        // compositor redraws a blur whenever anything under it changes: a caret blinking in a dialog
        // kept a third of a core busy while the dialog stayed open.
        '--blink-settings=prefersReducedTransparency=true',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /.*\.phone\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/testing/identity-provider.ts',
      cwd: '..',
      url: `http://127.0.0.1:${IDP_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { IDP_PORT: String(IDP_PORT) },
    },
    {
      command: 'node --import tsx apps/server/src/server.ts',
      cwd: '..',
      url: `http://localhost:${PORT}/readyz`,
      reuseExistingServer: false,
      // A fresh data directory (the demo's secrets, and the embedded databases unless
      // E2E_DATABASE_URL), its migrations and the demo seed; /readyz answers once the in-process
      // vendors have started and registered their games too.
      timeout: 300_000,
      env: {
        PORT: String(PORT),
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        ...(DATABASE_URL ? { DATABASE_URL } : {}),
        SEED_DEMO: 'true',
        DEMO_ADMIN_KEY: OPERATOR_KEY,
        LOG_LEVEL: 'warn',
        // Behind a proxy on loopback, as in a real deployment: a journey's browser context may say
        // where it comes from (X-Forwarded-For), so a login "from a new address" is real. The
        // server's own default stays TRUST_PROXY=false.
        TRUST_PROXY: 'loopback',
        // A lighter proof of work keeps the journeys quick; the check is the same.
        HUMAN_VERIFICATION_MAX_NUMBER: '10000',
        SANDBOX_GATEWAY_PORT: String(SANDBOX_GATEWAY_PORT),
        VENDOR_PORT: String(VENDOR_PORT),
        VENDOR_PUBLIC_URL: `http://localhost:${VENDOR_PORT}`,
        LOTTERY_VENDOR_PORT: String(LOTTERY_PORT),
        LOTTERY_VENDOR_PUBLIC_URL: `http://localhost:${LOTTERY_PORT}`,
        // Daily lottery draws every 40 s (sales close 20 s before each), so a journey sees a draw
        // within a minute of buying instead of waiting out the demo's 3 minutes.
        LOTTERY_DEMO_SCHEDULE: 'true',
        LIVE_VENDOR_PORT: String(LIVE_PORT),
        LIVE_VENDOR_PUBLIC_URL: `http://localhost:${LIVE_PORT}`,
        POKER_VENDOR_PORT: String(POKER_PORT),
        POKER_VENDOR_PUBLIC_URL: `http://localhost:${POKER_PORT}`,
        LOTTERY_DEMO_DRAW_SECONDS: '40',
        SPORTS_VENDOR_PORT: String(SPORTS_PORT),
        SPORTS_VENDOR_PUBLIC_URL: `http://localhost:${SPORTS_PORT}`,
        FISH_VENDOR_PORT: String(FISH_PORT),
        FISH_VENDOR_PUBLIC_URL: `http://localhost:${FISH_PORT}`,
        // Matches play in 75 s, so a journey sees its bets settle within minutes.
        SPORTS_SPEED: 'test',
        // Crash rounds five times faster than production, so a journey never waits out a long round.
        VENDOR_CRASH_GROWTH_PER_MS: '0.0003',
      },
    },
  ],
});
