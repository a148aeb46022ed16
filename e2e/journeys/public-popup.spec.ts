import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config.ts';

// Playwright's own `test`: these journeys look at the public popup instead of closing it on sight.

/** The demo brand Royal Flush (seeded with SEED_DEMO on localhost) greets visitors with a public popup. */
const ROYAL = `http://localhost:${PORT}`;
const POPUP = 'Your first deposit, doubled';

test('the demo public popup greets a visitor, and closes for the session when asked', async ({ page }) => {
  await page.goto(ROYAL);
  const popup = page.getByRole('dialog', { name: POPUP });
  await expect(popup).toContainText('we match 100% of your first deposit');
  await popup.getByLabel("Don't show again this session").check();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();

  // The announcements load again after a reload, and the popup stays away.
  const popups = page.waitForResponse((response) => response.url().includes('/wps/announcements?type=PU'));
  await page.reload();
  expect((await popups).ok()).toBe(true);
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('the public popup waits for an open dialog to close instead of stacking over it', async ({ page }) => {
  const popups = page.waitForResponse((response) => response.url().includes('/wps/announcements?type=PU'));
  await page.goto(`${ROYAL}/register`);
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByLabel('Mobile number')).toBeVisible();
  // The popup's announcement has arrived while the register dialog is open: it stays away, and the
  // register form takes input.
  expect((await popups).ok()).toBe(true);
  await register.getByLabel('Mobile number').fill('0912345678');
  await expect(register.getByLabel('Mobile number')).toHaveValue('0912345678');
  await expect(page.getByRole('dialog', { name: POPUP })).toHaveCount(0);
  await expect(page.locator('dialog[open][aria-modal="true"]')).toHaveCount(1);

  // The register dialog closes: now the popup shows, alone, and closes.
  await register.getByRole('button', { name: 'Close' }).click();
  const popup = page.getByRole('dialog', { name: POPUP });
  await expect(popup).toBeVisible();
  await expect(page.locator('dialog[open][aria-modal="true"]')).toHaveCount(1);
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
  await expect(page.locator('dialog[open][aria-modal="true"]')).toHaveCount(0);
});
