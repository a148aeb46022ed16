import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config.ts';

test.describe('each merchant has its own brand', () => {
  test('Royal Flush on localhost: its name, gold colour, dark theme and English', async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/`);
    await expect(page.getByRole('link', { name: 'Royal Flush Casino' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Royal Flush Casino' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).toBe('#f5b301');
    // The in-house vendor is enabled, so the slots tab shows; no live vendor, no live tab.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Live casino' })).toHaveCount(0);
  });

  test('Lotus Palace on 127.0.0.1: its name, teal colour, light theme and Thai by default', async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole('link', { name: 'Lotus Palace' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).toBe('#14b8a6');
    // No vendors at all: only home and promotions in the navigation.
    const nav = page.getByRole('navigation', { name: 'การนำทางหลัก' });
    await expect(nav.getByRole('link')).toHaveText(['หน้าหลัก', 'โปรโมชั่น']);
  });

  test('a domain no merchant owns gets the spec message', async ({ page }) => {
    await page.goto(`http://127.0.0.254:${PORT}/`);
    await expect(page.getByRole('alert')).toHaveText('Invalid URL, please contact customer service');
  });

  test('the player can switch to the light theme and it stays on reload', async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/`);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
});
