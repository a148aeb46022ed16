import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestCode } from './operator.ts';

/** Signs the player out through the account menu, confirming the prompt. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu:/ }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  // Signing out waits for the server: slow on a busy machine.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Registers by username through the header's register popup. */
export async function registerByUsername(
  page: Page,
  username: string,
  password: string,
  options: { timeout?: number } = {},
) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  // The form loads with its popup: count the tabs only once it is there. Its chunk is fetched on
  // first open: the first journey against a just-started server on a busy machine waited over 10 s.
  await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible({ timeout: 30_000 });
  const accountTab = dialog.getByRole('tab', { name: 'Account' });
  if (await accountTab.count()) await accountTab.click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  // The human-verification step solves its challenge first: over 15 s on a loaded machine.
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: options.timeout ?? 60_000,
  });
}

/** Registers by mobile number with the SMS code the development outbox received, and checks the player is in. */
export async function registerByMobile(
  page: Page,
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  mobile: string,
  password: string,
) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  // The popup's code may still be loading on a busy machine (as in registerByUsername).
  await expect(register.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await register.getByLabel('Mobile number').fill(mobile);
  await register.getByRole('button', { name: 'Get code' }).click();
  await expect(register.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 15_000 });
  await register
    .getByLabel('Verification code')
    .fill(await latestCode(request, port, merchantCode, 'sms', mobile));
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${mobile}` })).toBeVisible({
    timeout: 15_000,
  });
}

/** Logs in by mobile number and the SMS code the development outbox received, and checks the player is in. */
export async function logInBySmsCode(
  page: Page,
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  mobile: string,
) {
  const login = await openLogin(page);
  await login.getByRole('tab', { name: 'SMS code' }).click();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Get code' }).click();
  await expect(login.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 15_000 });
  await login
    .getByLabel('Verification code')
    .fill(await latestCode(request, port, merchantCode, 'sms', mobile));
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${mobile}` })).toBeVisible({
    timeout: 15_000,
  });
}

/** A name no other journey uses: the prefix and six random letters or digits. */
export const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

/** The signed-in member's id, read as the site reads it (its own session, /wps/member/info). */
export async function memberIdOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('token') ?? '';
    const response = await fetch('/wps/member/info', { headers: { 'x-session-token': token } });
    const body = (await response.json()) as { value: { id: string | number } };
    return String(body.value.id);
  });
}
