import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { setUpForWithdrawals } from '../support/money.ts';
import { adjustWallet, openMerchant } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

test('a member changes the bank account with the payment password and sees the withdrawal hold', async ({
  page,
  request,
}) => {
  // Each payment password is an argon2 check: three times the usual time.
  test.slow();
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  await registerByUsername(page, uniqueName('safe'), 'lucky777');
  const memberId = await memberIdOf(page);
  await adjustWallet(request, PORT, merchant.code, memberId, '200');
  await setUpForWithdrawals(page, '246801');

  await page.goto(`${merchant.origin}/member?tab=securityCenter`);
  const bank = page.getByRole('article', { name: 'Bank account' });
  // Reads are masked: the payee name and the number never show in full.
  await expect(bank).toContainText('N*** H*****');
  await expect(bank).toContainText('**** 1212');
  await expect(page.getByText('Withdrawals on hold')).toHaveCount(0);

  await bank.getByRole('button', { name: 'Change bank account' }).click();
  await expect(bank.getByLabel('Payee name')).toHaveValue('N*** H*****');
  await bank.getByLabel('Bank name').fill('Harbor Bank');
  await bank.getByLabel('Account number').fill('6222 0212 3456 7788');
  await expect(bank.getByText('withdrawals pause for a while after this change')).toBeVisible();
  // No proof: the form asks for it before calling.
  await bank.getByRole('button', { name: 'Change bank account' }).click();
  await expect(bank.getByText('Enter your 6-digit payment password')).toBeVisible();
  // A wrong payment password: the server refuses it (and counts it).
  await bank.getByLabel('Payment password', { exact: true }).fill('000000');
  await bank.getByRole('button', { name: 'Change bank account' }).click();
  await expect(bank.getByRole('alert')).toContainText('Payment password is incorrect');
  await bank.getByLabel('Payment password', { exact: true }).fill('246801');
  await bank.getByRole('button', { name: 'Change bank account' }).click();
  await expect(bank.getByText('Your bank account is saved.')).toBeVisible();
  await expect(bank).toContainText('6222 **** **** 7788');

  // The hold shows at the top, and the member got a security notice.
  await expect(page.getByText('Withdrawals on hold')).toBeVisible();
  const notices = page.getByRole('article', { name: 'Security notices' });
  await expect(notices).toContainText('Your bank account was changed to Harbor Bank 6222 **** **** 7788.');

  // The withdrawal screen says so, and the form cannot be sent.
  await page
    .getByRole('navigation', { name: 'Member center sections' })
    .getByRole('link', { name: 'Withdraw' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawals on hold' })).toContainText(
    'Withdrawals open again at',
  );
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();

  // The operator sees the change and its hold.
  const seen = await request.get(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/sensitiveChanges?memberId=${memberId}`,
    { headers: { 'x-admin-key': OPERATOR_KEY } },
  );
  const changes = (await seen.json()).value.list as { kind: string; isHolding: boolean }[];
  expect(changes[0]).toMatchObject({ kind: 'bank_account_replace', isHolding: true });
});
