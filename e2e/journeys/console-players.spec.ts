import { PORT } from '../playwright.config.ts';
import { addOperator, signInToConsole } from '../support/console.ts';
import { openMerchant } from '../support/operator.ts';
import { openLogin, registerByUsername, uniqueName } from '../support/player.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Screenshots of what the page shows now at desktop and phone sizes in both themes, for review. */
async function screens(page: Page, name: string) {
  const size = page.viewportSize();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'dark');
  for (const [width, height, label] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const shown of ['dark', 'light']) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
        document.documentElement.style.colorScheme = t;
      }, shown);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${label}-${shown}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
    document.documentElement.style.colorScheme = t;
  }, theme);
  if (size) await page.setViewportSize(size);
}

test('a customer-service operator resets a player password and adds a note; the player must choose a new one', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const player = uniqueName('reset');
  await page.goto(merchant.origin);
  await registerByUsername(page, player, 'lucky777');

  let recoveryCodes: string[] = [];
  const operator = await addOperator(request, merchant.code, 'customer_service');
  const console = await signInToConsole(browser, merchant.origin, operator, {
    onRecoveryCodes: (codes) => {
      recoveryCodes = codes;
    },
  });
  // Without the authenticator at hand, a recovery code signs the operator in, once.
  await console.getByRole('button', { name: 'Sign out' }).click();
  await console.getByLabel('Username').fill(operator.username);
  await console.getByLabel('Password').fill(operator.password);
  await console.getByLabel('Authenticator code').fill(recoveryCodes[0] ?? '');
  await console.getByRole('button', { name: 'Sign in' }).click();
  await expect(console.getByRole('heading', { name: 'Players' })).toBeVisible({ timeout: 30_000 });
  await console.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(console.getByText('9 of 10 unused recovery codes left.')).toBeVisible();
  await screens(console, 'console-security');
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Players' }).click();
  await expect(console.getByRole('heading', { name: 'Players' })).toBeVisible();
  await console.getByLabel('Search players').fill(player);
  await console.getByRole('button', { name: 'Search' }).click();
  await console.getByRole('table', { name: 'Players' }).getByRole('link', { name: player }).click();
  await expect(console.getByRole('heading', { name: player })).toBeVisible();

  // Customer service resets the password: the temporary one shows once.
  await console
    .getByLabel('Reason to reset the password')
    .fill('Player called: forgot password, identity checked');
  await console.getByRole('button', { name: 'Reset password' }).click();
  const shown = console.getByLabel('Temporary password');
  await expect(shown).toHaveText(/^[a-zA-Z2-9]{12}$/);
  const temporaryPassword = (await shown.textContent()) ?? '';

  // And writes down what happened, which the profile lists with the author.
  await console
    .getByLabel('New note')
    .fill('Called in from a new phone; password reset after the security questions.');
  await console.getByRole('button', { name: 'Add note' }).click();
  const notes = console.getByRole('list', { name: 'Player notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Called in from a new phone');
  await expect(notes).toContainText('cus-');
  await screens(console, 'console-player');
  await console.getByRole('button', { name: 'Done, hide it' }).click();
  await expect(console.getByLabel('Temporary password')).toHaveCount(0);

  // The player's session ended with the reset: the site is signed out on the next load.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible({
    timeout: 30_000,
  });
  const login = await openLogin(page);
  await login.getByLabel('Username').fill(player);
  await login.getByLabel('Password', { exact: true }).fill('lucky777');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('Username or password is incorrect', { timeout: 15_000 });
  await login.getByLabel('Password', { exact: true }).fill(temporaryPassword);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();

  // Before anything else, a new password: the step cannot be dismissed.
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(choose).toBeVisible({ timeout: 30_000 });
  await expect(choose.getByText('Set a new password to continue.')).toBeVisible();
  await expect(choose.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await screens(page, 'site-choose-password');
  await choose.getByLabel('New password', { exact: true }).fill('fresh2026');
  await choose.getByLabel('Confirm new password').fill('fresh2026');
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await expect(choose).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Account menu: ${player}` })).toBeVisible();

  // The new password is the one that works from now on; the temporary one is spent.
  const status = await page.evaluate(async () => {
    const response = await fetch('/wps/v2/wallets/balance', {
      headers: { 'x-session-token': sessionStorage.getItem('token') ?? '' },
    });
    return response.status;
  });
  expect(status).toBe(200);
});
