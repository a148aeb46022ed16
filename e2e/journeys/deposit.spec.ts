import { OPERATOR_KEY, PORT, SANDBOX_GATEWAY_PORT } from '../playwright.config.ts';
import { registerByUsername as registerOnAnyBrand, uniqueName } from '../support/player.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/** The demo operator key and merchant: the demo seed gives Royal Flush a bank and a sandbox channel. */
const ADMIN = { 'x-admin-key': OPERATOR_KEY };
const ROYAL = `http://localhost:${PORT}`;
// Each journey crosses two servers (the site and the sandbox gateway) and registers a player.
test.beforeEach(() => test.slow());

/** Registers by username on Royal Flush, whose register popup opens on the mobile tab. */
async function registerByUsername(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Account' }).click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: 15_000,
  });
}

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

async function pendingDepositOf(request: APIRequestContext, username: string) {
  const response = await request.get(
    `${ROYAL}/admin/api/merchants/ROYAL/deposits?status=pending&pageSize=100`,
    {
      headers: ADMIN,
    },
  );
  expect(response.status()).toBe(200);
  const { value } = (await response.json()) as {
    value: { list: { id: string; username: string; amount: string; reference: string }[] };
  };
  return value.list.find((deposit) => deposit.username === username);
}

test('a member deposits through the sandbox gateway: hosted page, Pay, back, and the header balance rises', async ({
  page,
}) => {
  await page.goto(ROYAL);
  const username = uniqueName('pay');
  await registerByUsername(page, username, 'lucky777');
  await expect(headerBalance(page)).toContainText('$ 0.00');

  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  const sandbox = page.getByRole('radio', { name: /Sandbox Pay/ });
  await expect(sandbox).toBeChecked();
  // Royal's own e-wallet channel sits beside it, with its own limits.
  await expect(page.getByRole('radio', { name: /Royal e-Wallet.*\$ 5\.00 – \$ 5,000\.00/ })).toBeVisible();
  await expect(page.getByText('$ 10.00 – $ 20,000.00')).toBeVisible();

  // Limits are checked before anything is sent; a quick pick fills the amount.
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('The amount must be between $ 10.00 and $ 20,000.00')).toBeVisible();
  await page.getByRole('button', { name: '$ 200.00' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('200');
  await page.getByLabel('Amount').fill('150');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The sandbox gateway's hosted page, on its own port.
  await expect(page).toHaveURL(/:\d+\/pay\/sbx_/);
  await expect(page.getByText('Pay Royal Flush Casino')).toBeVisible();
  await expect(page.getByText('150.00', { exact: true })).toBeVisible();
  await expect(page.getByText(/^DP[A-Z0-9]{12}$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the site: the signed callback credits the wallet, the result and the header follow.
  await expect(page).toHaveURL(/tab=depositv2/);
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible({ timeout: 15_000 });
  await expect(headerBalance(page)).toContainText('$ 150.00');
  const history = page.getByRole('list', { name: 'Recent deposits' });
  await expect(history.getByRole('listitem', { name: 'Sandbox Pay $ 150.00' })).toContainText('Approved');
  await page.getByRole('button', { name: 'Make another deposit' }).click();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
});

test('a Lotus Palace member pays by PromptPay: the QR carries amount and reference, the bank app pays it, the balance rises', async ({
  page,
  context,
}) => {
  const lotus = `http://127.0.0.1:${PORT}`;
  await page.goto(lotus);
  await page.getByRole('navigation').getByLabel('ภาษา').selectOption({ label: 'English' });
  const username = uniqueName('qr');
  await registerOnAnyBrand(page, username, 'lucky777');
  await page.goto(`${lotus}/member?tab=depositv2`);
  await page.getByRole('radio', { name: /PromptPay QR/ }).check();
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Show QR code' }).click();

  const qr = page.getByRole('region', { name: 'Scan to pay with PromptPay' });
  await expect(qr.getByRole('img', { name: /PromptPay QR code for .*500\.00/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(qr.getByText('Waiting for your transfer…')).toBeVisible();
  const payload = await qr.getByRole('textbox', { name: 'QR code text' }).inputValue();
  expect(payload).toMatch(/^000201010212.*5802TH5303764540[0-9]500\.00.*6304[0-9A-F]{4}$/);

  // The player's banking app (the sandbox's bank) reads the code and pays what it says.
  const bank = await context.newPage();
  await bank.goto(`http://127.0.0.1:${SANDBOX_GATEWAY_PORT}/scan`);
  await bank.getByLabel('QR code text').fill(payload);
  await bank.getByRole('button', { name: 'Scan' }).click();
  await expect(bank.getByText('LOTUS PALACE CO LTD')).toBeVisible();
  await bank.getByRole('button', { name: 'Pay' }).click();
  await bank.close();

  // The site saw the gateway's confirmation by itself.
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible({ timeout: 30_000 });
  await expect(headerBalance(page)).toContainText('500.00');
  await expect(page.getByRole('listitem', { name: /PromptPay QR .*500\.00/ })).toContainText('Approved');
});

test('a member declines on the hosted page: nothing is credited and the deposit shows as rejected', async ({
  page,
}) => {
  await page.goto(ROYAL);
  await registerByUsername(page, uniqueName('nopay'), 'lucky777');
  await page.goto(`${ROYAL}/member?tab=depositv2`);
  await page.getByLabel('Amount').fill('30');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('listitem', { name: 'Sandbox Pay $ 30.00' })).toContainText('Rejected');
  await expect(headerBalance(page)).toContainText('$ 0.00');
});

test('a manual bank deposit approved through the admin API shows as approved', async ({ page, request }) => {
  await page.goto(ROYAL);
  const username = uniqueName('bank');
  await registerByUsername(page, username, 'lucky777');
  await page.goto(`${ROYAL}/member?tab=depositv2`);

  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  const bank = page.getByRole('region', { name: 'Transfer to this account' });
  await expect(bank).toContainText('First Royal Bank');
  await expect(bank).toContainText('6201 4478 9012');
  await page.getByRole('button', { name: '$ 100.00' }).click();
  await page.getByRole('button', { name: 'I have transferred' }).click();
  await expect(page.getByText('Enter the transfer reference')).toBeVisible();
  const reference = `E2E-${username}`;
  await page.getByLabel('Transfer reference').fill(reference);
  await page.getByRole('button', { name: 'I have transferred' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit request submitted' })).toBeVisible();
  const row = page.getByRole('listitem', { name: 'Bank transfer $ 100.00' });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(reference);

  const pending = await pendingDepositOf(request, username);
  expect(pending).toMatchObject({ amount: '100.0000', reference });
  const approved = await request.post(`${ROYAL}/admin/api/merchants/ROYAL/deposits/${pending?.id}/approve`, {
    headers: ADMIN,
  });
  expect(approved.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Bank transfer $ 100.00' })).toContainText('Approved');
  await expect(headerBalance(page)).toContainText('$ 100.00');
  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Recent deposits' }).getByRole('listitem')).toHaveCount(1);
});
