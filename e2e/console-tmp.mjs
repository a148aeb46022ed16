import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
page.on('response', (r) => {
  if (r.status() >= 400) console.log('status', r.status(), r.url());
});
await page.goto(process.argv[2], { waitUntil: 'networkidle', timeout: 90000 });
await page.waitForTimeout(4000);
console.log((await page.locator('body').innerText()).slice(0, 500));
await browser.close();
