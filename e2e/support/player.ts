import { expect, type Page } from '@playwright/test';

/** Signs the player out through the account menu, confirming the prompt. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu:/ }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Registers by username through the header's register popup. */
export async function registerByUsername(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const accountTab = dialog.getByRole('tab', { name: 'Account' });
  if (await accountTab.count()) await accountTab.click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: 15_000,
  });
}
