import { PORT } from '../playwright.config.ts';
import { openMerchant } from '../support/operator.ts';
import { expect, test } from '../support/test.ts';

test('a protected page sends a visitor to log in', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(`${merchant.origin}/member`);
  await expect(page).toHaveURL(`${merchant.origin}/login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeVisible();
  // Closing the popup leaves the visitor on the home page.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${merchant.origin}/`);
});

test('the agent centre sends a visitor to the agent login page', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(`${merchant.origin}/agentHome`);
  await expect(page).toHaveURL(/\/(agent|login)$/);
});

test('the register link keeps the referral code', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(`${merchant.origin}/register?referralCode=AGENT42`);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Referral code')).toHaveValue('AGENT42');
});

test('the help centre opens the terms from /help#term', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/help#term`);
  const dialog = page.getByRole('dialog', { name: 'Help center' });
  await expect(dialog.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(dialog.getByText('You must be at least 18 years old')).toBeVisible();
});

test('moving to another page starts at its top', async ({ page }) => {
  // /home and / show the same long page, so only the scroll-to-top on a route change can reset it.
  await page.goto(`http://localhost:${PORT}/home`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Flush Casino' })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`http://localhost:${PORT}/`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});
