/**
 * npm run screenshots: the player site's main pages for both demo brands × dark and light × desktop
 * (1440×900) and phone (390×844) × EN, TH, VI and CN, written to .tmp/screenshots (git-ignored) as
 * <brand>/<theme>-<size>-<lang>-<page>.png, to be looked at before a look-and-feel change is done.
 *
 * It starts its own server on a fresh data directory with the demo seed (the built site, so run
 * `npm run build` after changing a UI; the npm script does), unless SCREENSHOTS_BASE_PORT names a
 * running one (an `npm start` on that port: Royal Flush is localhost, Lotus Palace 127.0.0.1).
 * SCREENSHOTS_LANGS, SCREENSHOTS_PAGES, SCREENSHOTS_BRANDS, SCREENSHOTS_THEMES and SCREENSHOTS_SIZES
 * (comma lists) narrow the set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.tmp', 'screenshots');

const BRANDS = [
  { key: 'royal', host: 'localhost', username: 'demoplayer', password: 'player123' },
  { key: 'lotus', host: '127.0.0.1', username: 'lotusplayer', password: 'lotus123' },
] as const;
const THEMES = ['dark', 'light'] as const;
const SIZES = [
  { key: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { key: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
const LANGS = ['EN', 'TH', 'VI', 'CN'] as const;

type TShot = { key: string; path: string; member?: boolean; fullPage?: boolean; game?: boolean };
const PAGES: TShot[] = [
  { key: 'home', path: '/', fullPage: true },
  { key: 'slots', path: '/rng', fullPage: true },
  { key: 'mini-games', path: '/bgs' },
  { key: 'promotions', path: '/promotions' },
  { key: 'deposit', path: '/member?tab=deposit', member: true, fullPage: true },
  { key: 'withdraw', path: '/member?tab=withdraw', member: true, fullPage: true },
  { key: 'records', path: '/member?tab=transactionHistory', member: true },
  { key: 'game', path: '/rng', member: true, game: true },
];

function pick<T extends { key: string } | string>(all: readonly T[], env: string | undefined): T[] {
  if (!env) return [...all];
  const wanted = env.split(',').map((s) => s.trim());
  return all.filter((item) => wanted.includes(typeof item === 'string' ? item : item.key));
}

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server not ready at ${url}`);
}

async function startServer(port: number): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-screenshots-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  });
  await waitReady(`http://localhost:${port}/readyz`, 180_000);
  return { child, dataDir };
}

/** Whenever a public popup is in the way of an action, it is closed first, as a visitor would. */
async function closesPopupsInTheWay(page: Page): Promise<Page> {
  await page.addLocatorHandler(
    page.locator('dialog.public-popup'),
    async (popup) => {
      await popup
        .getByRole('button')
        .last()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    },
    { noWaitAfter: true },
  );
  return page;
}

/** Closes the merchant's public popups (announcements) the way a visitor does. */
async function closePopups(page: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const popup = page.locator('dialog.public-popup[open]').first();
    if (!(await popup.isVisible().catch(() => false))) return;
    await popup
      .getByRole('button')
      .last()
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await page.waitForTimeout(200);
  }
}

/** Logs the brand's demo player in once (in English) and returns the session keys to reuse. */
async function logIn(browser: Browser, base: string, brand: (typeof BRANDS)[number]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const page = await closesPopupsInTheWay(await context.newPage());
  await page.goto(`${base}/`);
  await closePopups(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(brand.username);
  await dialog.getByLabel('Password', { exact: true }).fill(brand.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: /^Account menu:/ }).waitFor({ timeout: 30_000 });
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  await context.close();
  return JSON.parse(session) as [string, string][];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await closePopups(page);
  // Images decode and skeletons give way to content.
  await page.waitForTimeout(600);
}

async function shoot(context: BrowserContext, base: string, shot: TShot, file: string): Promise<void> {
  const page = await closesPopupsInTheWay(await context.newPage());
  try {
    await page.goto(`${base}${shot.path}`);
    await settle(page);
    if (shot.game) {
      // The first slot of the list, as a player opens it: the game frame page.
      await page.locator('.game-card__launch').first().click();
      await page.waitForURL(/\/seamless/, { timeout: 20_000 });
      await settle(page);
      await page.waitForTimeout(1_500);
    }
    // A page wider than the screen is a layout bug in some language or size: say so.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const viewport = page.viewportSize()?.width ?? width;
    if (width > viewport) console.warn(`  ${path.basename(file)}: page is ${width} px wide on ${viewport}`);
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
  } catch (error) {
    console.error(`  ${path.basename(file)}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const runningPort = process.env.SCREENSHOTS_BASE_PORT;
  const port = Number(runningPort ?? process.env.SCREENSHOTS_PORT ?? 29_400);
  const server = runningPort ? null : await startServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let count = 0;
  try {
    for (const brand of pick(BRANDS, process.env.SCREENSHOTS_BRANDS)) {
      const base = `http://${brand.host}:${port}`;
      const session = await logIn(browser, base, brand);
      const dir = path.join(OUT, brand.key);
      mkdirSync(dir, { recursive: true });
      for (const theme of pick(THEMES, process.env.SCREENSHOTS_THEMES)) {
        for (const size of pick(SIZES, process.env.SCREENSHOTS_SIZES)) {
          for (const lang of pick(LANGS, process.env.SCREENSHOTS_LANGS)) {
            for (const member of [false, true]) {
              const shots = pick(PAGES, process.env.SCREENSHOTS_PAGES).filter((s) => !!s.member === member);
              if (shots.length === 0) continue;
              const context = await browser.newContext({
                viewport: size.viewport,
                isMobile: size.isMobile,
                hasTouch: size.isMobile,
                deviceScaleFactor: 1,
              });
              await context.addInitScript(
                ({ theme, lang, session }) => {
                  localStorage.setItem('theme', theme);
                  localStorage.setItem('lang', lang);
                  localStorage.setItem('hisLang', lang);
                  for (const [key, value] of session) sessionStorage.setItem(key, value);
                },
                { theme, lang, session: member ? session : [] },
              );
              for (const shot of shots) {
                const file = path.join(dir, `${theme}-${size.key}-${lang}-${shot.key}.png`);
                // Phones: what the player sees on one screen (a whole long page shrinks past reading).
                await shoot(context, base, size.isMobile ? { ...shot, fullPage: false } : shot, file);
                count++;
              }
              await context.close();
            }
          }
        }
      }
      console.log(`${brand.key}: done`);
    }
  } finally {
    await browser.close();
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  console.log(`${count} screenshots in ${path.relative(ROOT, OUT)}`);
}

await main();
