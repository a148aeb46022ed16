import { PORT } from '../playwright.config.ts';
import { expect, test } from '../support/test.ts';

test('on a phone the side menu is a drawer behind the menu button', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Flush Casino' })).toBeVisible();
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideScroll).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu.getByRole('link', { name: 'Home' })).toBeHidden();
});
