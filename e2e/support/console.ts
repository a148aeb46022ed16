import type { APIRequestContext, Browser } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { uniqueName } from './player.ts';
import { expect } from './test.ts';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeOf(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** An operator of the merchant on `role`, added through the operator API with the platform key. */
export async function addOperator(request: APIRequestContext, merchantCode: string, role: string) {
  const username = uniqueName(`${role.slice(0, 3)}-`).toLowerCase();
  const password = 'Console-pass-1';
  const response = await request.post(
    `http://localhost:${PORT}/admin/api/merchants/${merchantCode}/operators`,
    {
      headers: { 'x-admin-key': OPERATOR_KEY },
      data: { username, password, role },
    },
  );
  if (!response.ok()) throw new Error(`operator: ${await response.text()}`);
  return { username, password };
}

/**
 * The operator's first sign-in in a browser of its own: the console asks for an authenticator
 * first, the operator types the setup key into its app and enters the code it shows; then signs
 * out and in again with password and a fresh code, as every later day. The recovery codes shown
 * after the set-up go to `onRecoveryCodes`.
 */
export async function signInToConsole(
  browser: Browser,
  origin: string,
  operator: { username: string; password: string },
  options: { onRecoveryCodes?: (codes: string[]) => void } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/admin`);
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = await page.getByLabel('Setup key').inputValue();
  await page.getByLabel('Code from the app').fill('123');
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(page.getByText('The code is 6 digits.')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  // Ten one-time recovery codes, shown once, before the console opens.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10, { timeout: 30_000 });
  options.onRecoveryCodes?.(await codes.allTextContents());
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That authenticator code is not right')).toBeVisible();
  // The next step's code: the one just used for setup may not be used twice.
  await page.getByLabel('Authenticator code').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible({ timeout: 30_000 });
  return page;
}
