import { chromium } from '@playwright/test';

const [, , base, name, path = '/', theme = 'dark', size = 'desktop', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext(
  size === 'phone'
    ? {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        colorScheme: theme,
      }
    : { viewport: { width: 1440, height: 900 }, colorScheme: theme },
);
const page = await ctx.newPage();
await page.goto(base + path, { waitUntil: 'networkidle', timeout: 90000 });
await page.waitForTimeout(5000);
if (action === 'closepopup') {
  const d = page.getByRole('dialog');
  if (await d.count()) {
    await page.screenshot({ path: `/tmp/shots/${name}-popup.png` });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Close|ปิด)$/ })
      .last()
      .click();
    await page.waitForTimeout(2500);
  }
}
if (action === 'login' || action === 'menu') {
  const d = page.getByRole('dialog');
  if (await d.count()) {
    await d
      .getByRole('button', { name: /^(Close|ปิด)$/ })
      .last()
      .click();
    await page.waitForTimeout(600);
  }
}
if (action === 'login') {
  await page.waitForTimeout(500);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Log in|เข้าสู่ระบบ/ })
    .click();
  await page.waitForTimeout(5000);
}
if (action === 'menu') {
  await page
    .getByRole('button', { name: /menu|เมนู/i })
    .first()
    .click();
  await page.waitForTimeout(1200);
}
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: action === 'full' });
await browser.close();
