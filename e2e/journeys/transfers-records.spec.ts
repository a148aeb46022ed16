import { PORT } from '../playwright.config.ts';
import { adjustWallet } from '../support/operator.ts';
import { memberIdOf, uniqueName } from '../support/player.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Opens a member-centre section from the section menu. */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Member center sections' }).getByRole('link', { name }).click();
}

test('a member transfers to its upline; the records show the withdrawal and the transfer with the balance after', async ({
  page,
  request,
}) => {
  // Many server round trips (each payment password is an argon2 check): three times the usual time.
  test.slow();
  // Royal Flush (the demo merchant on localhost): its agent `demoagent` invites with code ROYAL88.
  const username = uniqueName('down');
  await page.goto('/register?referralCode=ROYAL88');
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register).toBeVisible({ timeout: 15_000 });
  const accountTab = register.getByRole('tab', { name: 'Account' });
  if (await accountTab.count()) await accountTab.click();
  await expect(register.getByLabel('Referral code')).toHaveValue('ROYAL88');
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Password', { exact: true }).fill('lucky777');
  await register.getByLabel('Confirm password').fill('lucky777');
  await register.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: 15_000,
  });
  await adjustWallet(request, PORT, 'ROYAL', await memberIdOf(page), '300');

  // Without a payment password the transfer page sends the member to the security center first.
  await page.goto('/member?tab=transferUpline');
  await expect(page.getByText('demoagent')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the security center' }).click();
  await page.getByLabel('New payment password').fill('975310');
  await page.getByLabel('Confirm payment password').fill('975310');
  await page.getByRole('article', { name: 'Payment password' }).getByLabel('Login password').fill('lucky777');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Your payment password is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change payment password' })).toBeVisible();
  await page.getByLabel('Payee name').fill('Sam Taylor');
  await page.getByLabel('Bank name').fill('Harbor Bank');
  await page.getByLabel('Account number').fill('11112222');
  await page
    .getByRole('article', { name: 'Bank account' })
    .getByLabel('Payment password', { exact: true })
    .fill('975310');
  await page.getByRole('button', { name: 'Bind bank account' }).click();
  await expect(page.getByText('Your bank account is saved.')).toBeVisible();

  // A withdrawal of 100 (held at once).
  await openSection(page, 'Withdraw');
  await page.getByLabel('Amount').fill('100');
  await page.getByLabel('Payment password', { exact: true }).fill('975310');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 200.00');

  // The transfer of 40 to the upline, with a wrong password first.
  await openSection(page, 'Transfer to upline');
  await expect(page.getByText('demoagent')).toBeVisible();
  await page.getByLabel('Amount').fill('40');
  await page.getByLabel('Payment password', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/payment password/i);
  await page.getByLabel('Payment password', { exact: true }).fill('975310');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Transferred $ 40.00 to demoagent.' }),
  ).toContainText('Your balance is now $ 160.00');
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 160.00');

  // Transaction history: every movement with its balance after, newest first.
  await openSection(page, 'Transaction history');
  const table = page.getByRole('table', { name: 'Transaction history' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Transfer out');
  await expect(rows.nth(1)).toContainText('-$ 40.00');
  await expect(rows.nth(1)).toContainText('$ 160.00');
  await expect(rows.nth(1)).toContainText('demoagent');
  await expect(rows.nth(2)).toContainText('Withdrawal');
  await expect(rows.nth(2)).toContainText('-$ 100.00');
  await expect(rows.nth(2)).toContainText('$ 200.00');
  await expect(rows.nth(3)).toContainText('Adjustment');
  await expect(rows.nth(3)).toContainText('+$ 300.00');

  // Filters: by type, and the date presets.
  await page.getByLabel('Type').selectOption({ label: 'Transfer out' });
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-12-31');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at most 90 days');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No movements in this period' })).toBeVisible();

  // Profit and loss sums the same movements.
  await openSection(page, 'Profit and loss');
  await expect(page.getByText('Transfers out').locator('..').locator('..')).toContainText('$ 40.00');
  await expect(page.getByText('Withdrawals', { exact: true }).locator('..').locator('..')).toContainText(
    '$ 100.00',
  );
});
