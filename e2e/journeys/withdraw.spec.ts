import { PORT } from '../playwright.config.ts';
import { setUpForWithdrawals } from '../support/money.ts';
import { adjustWallet, decideWithdrawal, openMerchant, withdrawalsOf } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

/** The logged-in player's member id, read with the tab's own session token. */
test('a member binds a bank account, sets a payment password, withdraws, and confirms receipt', async ({
  page,
  request,
}) => {
  // Many server round trips (each payment password is an argon2 check): three times the usual time.
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('cash');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '500');

  // The header's withdraw shortcut opens the withdraw page.
  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 2 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 500.00');
  await expect(page.getByText('Two steps before your first withdrawal')).toBeVisible();

  // Step 1: the payment password (6 digits, confirmed), proven with the login password: a stolen
  // session alone cannot set one.
  await page.getByLabel('New payment password').fill('24680');
  await page.getByLabel('Confirm payment password').fill('24680');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Enter the 6-digit payment password')).toBeVisible();
  await page.getByLabel('New payment password').fill('246801');
  await page.getByLabel('Confirm payment password').fill('246809');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm payment password').fill('246801');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Enter your login password')).toBeVisible();
  await page.getByLabel('Login password').fill('lucky777');
  await page.getByRole('button', { name: 'Set payment password' }).click();

  // Step 2: the bank account, with the field rules of the contracts shown next to the fields, and
  // the new payment password as proof.
  await page.getByRole('button', { name: 'Bind bank account' }).click();
  await expect(page.getByText('Use 4 to 40 letters, digits, spaces or dashes')).toBeVisible();
  await page.getByLabel('Payee name').fill('Jamie Rivera');
  await page.getByLabel('Bank name').fill('Journey Savings Bank');
  await page.getByLabel('Account number').fill('9876 5432 10');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Bind bank account' }).click();

  // The form: bound account shown (number and name masked), limits enforced before the call, the
  // amount held at once. A first binding holds nothing.
  await expect(page.getByText('Journey Savings Bank')).toBeVisible();
  await expect(page.getByText('9876 **** **** 3210')).toBeVisible();
  await expect(page.getByText('J**** R*****')).toBeVisible();
  await expect(page.getByText('Withdrawals on hold')).toHaveCount(0);
  await page.getByLabel('Amount').fill('600');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('The amount is more than your available balance')).toBeVisible();
  await page.getByLabel('Amount').fill('120');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Withdrawal of $ 120.00 requested' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 380.00');
  await expect(page.getByText('Held for withdrawals').locator('..').locator('..')).toContainText('$ 120.00');
  const requests = page.getByRole('list', { name: 'Withdrawal requests' });
  await expect(requests.getByRole('listitem', { name: '$ 120.00 · Pending review' })).toBeVisible();

  // The operator pays it out; the member sees it and confirms receipt.
  const [first] = await withdrawalsOf(request, PORT, merchant.code, username);
  expect(first).toMatchObject({ amount: '120.0000', status: 'pending' });
  await decideWithdrawal(request, PORT, merchant.code, first?.id ?? '', 'approve');
  await page.reload();
  const paid = requests.getByRole('listitem', { name: '$ 120.00 · Paid out' });
  await expect(paid.getByText('Did the money arrive?')).toBeVisible();
  await paid.getByRole('button', { name: 'Received', exact: true }).click();
  const received = requests.getByRole('listitem', { name: '$ 120.00 · Received' });
  await expect(received).toContainText('Confirmed by you');
  await expect(received.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Held for withdrawals').locator('..').locator('..')).toContainText('$ 0.00');
});

test('a withdrawal that arrives only in part: the member reports the amount, the operator forces it received', async ({
  page,
  request,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('part');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '380');
  await setUpForWithdrawals(page, '246801');
  await page.goto(`${merchant.origin}/member?tab=withdraw`);
  const requests = page.getByRole('list', { name: 'Withdrawal requests' });
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(requests.getByRole('listitem', { name: '$ 50.00 · Pending review' })).toBeVisible();
  const second = (await withdrawalsOf(request, PORT, merchant.code, username)).find(
    (w) => w.status === 'pending',
  );
  await decideWithdrawal(request, PORT, merchant.code, second?.id ?? '', 'approve');
  await page.reload();
  await requests
    .getByRole('listitem', { name: '$ 50.00 · Paid out' })
    .getByRole('button', { name: 'Partially received' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Partially received' });
  await dialog.getByLabel('Amount received').fill('50');
  await dialog.getByRole('button', { name: 'Confirm amount' }).click();
  await expect(dialog.getByText('Enter less than $ 50.00')).toBeVisible();
  await dialog.getByLabel('Amount received').fill('30');
  await dialog.getByRole('button', { name: 'Confirm amount' }).click();
  await expect(dialog).toBeHidden();
  await expect(requests.getByRole('listitem', { name: '$ 50.00 · Partially received' })).toContainText(
    'Reported $ 30.00 received',
  );
  await decideWithdrawal(request, PORT, merchant.code, second?.id ?? '', 'forceReceived');
  await page.reload();
  await expect(requests.getByRole('listitem', { name: '$ 50.00 · Received' })).toContainText(
    'Forced received',
  );
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 330.00');
});

test('a rejected withdrawal goes back to the wallet', async ({ page, request }) => {
  // Many server round trips (each payment password is an argon2 check): three times the usual time.
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('back');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '80');
  await page.goto(`${merchant.origin}/member?tab=securityCenter`);
  await page.getByLabel('New payment password').fill('112233');
  await page.getByLabel('Confirm payment password').fill('112233');
  await page.getByRole('article', { name: 'Payment password' }).getByLabel('Login password').fill('lucky777');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Your payment password is saved.')).toBeVisible();
  await page.getByLabel('Payee name').fill('Kim Lee');
  await page.getByLabel('Bank name').fill('City Bank');
  await page.getByLabel('Account number').fill('55554444');
  await page
    .getByRole('article', { name: 'Bank account' })
    .getByLabel('Payment password', { exact: true })
    .fill('112233');
  await page.getByRole('button', { name: 'Bind bank account' }).click();
  await expect(page.getByText('**** 4444', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Member center sections' })
    .getByRole('link', { name: 'Withdraw' })
    .click();
  await page.getByLabel('Amount').fill('5');
  await page.getByLabel('Payment password', { exact: true }).fill('112233');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Enter an amount between $ 10.00 and $ 50,000.00')).toBeVisible();
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 55.00');
  const [pending] = await withdrawalsOf(request, PORT, merchant.code, username);
  await decideWithdrawal(request, PORT, merchant.code, pending?.id ?? '', 'reject');
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Withdrawal requests' })
      .getByRole('listitem', { name: '$ 25.00 · Rejected' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$ 80.00');
});
