/**
 * `npm run bench:home`: the lobby home page in Debian Chromium on a cold cache, on the demo data:
 * largest contentful paint, total transfer and the JavaScript it downloads (compressed bytes on the
 * wire), on a throttled mid-range phone (Lighthouse's mobile profile: 4x CPU slowdown, 150 ms
 * round trips, 1.6 Mbit/s down) and on an unthrottled desktop. Targets: initial JS under 200 KB
 * compressed, LCP under 2.5 s on the phone profile. Needs the web build (the script runs it).
 * Settings: BENCH_RUNS (default 3; the median run is reported).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  isMobile: boolean;
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: Profile[] = [
  {
    name: 'phone, throttled (4x CPU, 150 ms RTT, 1.6 Mbit/s)',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    cpuSlowdown: 4,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
  { name: 'desktop, unthrottled', viewport: { width: 1440, height: 900 }, isMobile: false, cpuSlowdown: 1 },
];

interface Figures {
  lcpMs: number;
  transferKb: number;
  jsKb: number;
  jsBeforeLcpKb: number;
  requests: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`platform did not become ready at ${url}`);
}

async function measure(browser: Browser, origin: string, profile: Profile): Promise<Figures> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    deviceScaleFactor: profile.isMobile ? 2.625 : 1,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  // Watches for the largest paint from the very start of the page.
  await page.addInitScript(() => {
    const state = window as unknown as { __lcp: number };
    state.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(origin, { waitUntil: 'load' });
  await page.getByRole('main').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // Sent as source text: tsx would otherwise wrap the function's inner names in a helper that
  // does not exist in the page.
  const figures = (await page.evaluate(`(() => {
    const lcp = window.__lcp;
    const navigation = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((r) => /\\.m?js(\\?|$)/.test(r.name));
    const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);
    return {
      lcpMs: lcp,
      transferKb: (navigation.transferSize + sum(resources, 'transferSize')) / 1024,
      jsKb: sum(scripts, 'encodedBodySize') / 1024,
      jsBeforeLcpKb: sum(scripts.filter((r) => r.responseEnd <= lcp), 'encodedBodySize') / 1024,
      requests: resources.length + 1,
    };
  })()`)) as Figures;
  await context.close();
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main() {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync('/tmp/croupier-home-bench.'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      INHOUSE_VENDOR: 'off',
      LOTTERY_VENDOR: 'off',
      SANDBOX_GATEWAY: 'off',
      JOBS: 'off',
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    await waitForReady(`${origin}/readyz`, Date.now() + 120_000);
    await measure(browser, origin, PROFILES[1] as Profile); // warms the server's caches
    for (const profile of PROFILES) {
      const samples: Figures[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, origin, profile));
      const pick = (key: keyof Figures) => median(samples.map((s) => s[key]));
      process.stdout.write(
        `${profile.name}: LCP ${pick('lcpMs').toFixed(0)} ms (runs: ${samples.map((s) => s.lcpMs.toFixed(0)).join(', ')}), ` +
          `transfer ${pick('transferKb').toFixed(1)} KB in ${pick('requests')} requests, ` +
          `JS ${pick('jsKb').toFixed(1)} KB compressed (${pick('jsBeforeLcpKb').toFixed(1)} KB before LCP)\n`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
