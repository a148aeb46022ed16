import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { addOperator, signInToConsole } from '../support/console.ts';
import { setUpForWithdrawals } from '../support/money.ts';
import { openMerchant } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test.ts';

/**
 * The console's Rewards and Messages screens (issue 18): a marketing operator does the main action
 * of each, and a member of the brand sees its result on the site. Each journey has a merchant of
 * its own with the points mall on.
 */
const ADMIN = { 'x-admin-key': OPERATOR_KEY };

/** The console of a marketing operator of `merchant` (promotions and content), signed in. */
const marketingConsole = async (
  browser: Browser,
  request: APIRequestContext,
  merchant: { code: string; origin: string },
) => signInToConsole(browser, merchant.origin, await addOperator(request, merchant.code, 'marketing'));

async function openRewards(console: Page, tab?: string) {
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(console.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  if (tab)
    await console.getByRole('tablist', { name: 'Rewards view' }).getByRole('tab', { name: tab }).click();
}

test('an operator adds a bonus good in the console, a member sees it in the points mall, and it leaves when hidden', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT, { flags: { pointsMall: true } });
  const console = await marketingConsole(browser, request, merchant);
  const name = `Weekend bonus ${uniqueName('')}`;
  await openRewards(console);
  await console.getByRole('button', { name: 'New good' }).click();
  const form = console.getByRole('region', { name: 'New good' });
  await form.getByLabel('Kind').selectOption({ label: 'Bonus' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Points required').fill('50');
  await form.getByLabel('Bonus credited').fill('5');
  await form.getByLabel('Wagering (times the bonus)').fill('3');
  await form.getByLabel('Stock').fill('10');
  await form.getByRole('button', { name: 'Add good' }).click();
  const goods = console.getByRole('table', { name: 'Points mall goods' });
  const row = goods.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('3×');
  await expect(row).toContainText('In the mall');

  await page.goto(merchant.origin);
  await registerByUsername(page, uniqueName('mall'), 'lucky777');
  await page.goto(`${merchant.origin}/pointMall`);
  const mall = page.getByRole('list', { name: 'Rewards to redeem' });
  const card = mall.getByRole('listitem', { name });
  await expect(card).toContainText('50 points');
  await expect(card).toContainText('Bonus wallet · wager 3×');

  await row.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(row).toContainText('Hidden');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No rewards yet' })).toBeVisible();
});

test('a member asks for a gift, the operator approves it in the console, and the member sees it approved', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT, { flags: { pointsMall: true } });
  const gift = `Travel mug ${uniqueName('')}`;
  const created = await request.post(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/points/goods`,
    {
      headers: ADMIN,
      data: {
        kind: 'physical',
        name: gift,
        pointsRequired: '1',
        stock: 5,
        status: 'active',
      },
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  const username = uniqueName('gift');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await setUpForWithdrawals(page, '246801');
  const adjusted = await request.post(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/points/adjustments`,
    {
      headers: ADMIN,
      data: {
        memberId: await memberIdOf(page),
        points: '5',
        kind: 'activity',
        remark: 'Welcome',
        idempotencyKey: `journey-${uniqueName('')}`,
      },
    },
  );
  expect(adjusted.status(), await adjusted.text()).toBe(200);
  await page.goto(`${merchant.origin}/pointMall`);
  await page.getByRole('button', { name: `Redeem: ${gift}` }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${gift}` });
  await dialog.getByLabel('Recipient name').fill('Mia Santos');
  await dialog.getByLabel('Phone number').fill('+63 917 555 0100');
  await dialog.getByLabel('Delivery address').fill('12 Palm Street, Makati');
  await dialog.getByLabel('Payment password').fill('246801');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in process' })).toBeVisible();

  const console = await marketingConsole(browser, request, merchant);
  await openRewards(console, 'Redemptions');
  const waiting = console
    .getByRole('table', { name: 'Redemptions' })
    .getByRole('row')
    .filter({ hasText: username });
  await expect(waiting).toContainText('12 Palm Street, Makati');
  await waiting.getByRole('button', { name: /^Approve / }).click();
  await expect(console.getByText('No redemption waits.')).toBeVisible();

  await page.getByRole('link', { name: 'Redeem history' }).click();
  await expect(page.getByRole('row').filter({ hasText: gift })).toContainText('Approved');
});

test('an operator sends a message to one member from the console and the badge on the member’s header goes up', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('note');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  const console = await marketingConsole(browser, request, merchant);
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Messages' }).click();
  await console.getByRole('button', { name: 'New message' }).click();
  const form = console.getByRole('region', { name: 'New message' });
  await form.getByLabel('Send to').selectOption({ label: 'One member' });
  await form.getByLabel('Member account').fill(username);
  await form.getByLabel('Title').fill('Your birthday gift');
  await form.getByLabel('Message').fill('Happy birthday! A gift waits in your reward center.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(console.getByRole('status')).toHaveText('Sent “Your birthday gift”.');
  await expect(
    console
      .getByRole('table', { name: 'Sent messages' })
      .getByRole('row')
      .filter({ hasText: 'Your birthday gift' }),
  ).toContainText(username);

  // Pushed over the member's socket: the badge moves without a reload.
  await expect(header.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await header.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(
    page.getByRole('article', { name: 'Messages' }).getByRole('listitem', { name: 'Your birthday gift' }),
  ).toContainText('Happy birthday!');
});

test('an operator schedules a red-envelope rain in the console, a member opens an envelope, and the operator cancels the rain', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const console = await marketingConsole(browser, request, merchant);
  await openRewards(console, 'Red envelopes');
  await console.getByRole('button', { name: 'Schedule a rain' }).click();
  const form = console.getByRole('region', { name: 'Schedule a red-envelope rain' });
  await form.getByLabel('Title').fill('Console rain');
  // From this minute, in the operator's clock, as the field takes it.
  const nowLocal = await console.evaluate(() => {
    const now = new Date(Date.now() - 60_000);
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await form.getByLabel('Starts').fill(nowLocal);
  await form.getByLabel('Pool').fill('100');
  await form.getByLabel('Envelopes').fill('10');
  await form.getByRole('button', { name: 'Schedule rain' }).click();
  const rain = console
    .getByRole('table', { name: 'Red-envelope rains' })
    .getByRole('row')
    .filter({ hasText: 'Console rain' });
  await expect(rain).toContainText('Live');
  await expect(rain).toContainText('0 of 10');

  await page.goto(merchant.origin);
  await registerByUsername(page, uniqueName('env'), 'lucky777');
  await page.getByRole('button', { name: 'Open a red envelope' }).click();
  const dialog = page.getByRole('dialog', { name: 'Console rain' });
  await dialog.getByRole('button', { name: 'Open my envelope' }).click();
  await expect(dialog.getByRole('status')).toContainText('You got $');

  await console.reload();
  await expect(rain).toContainText('1 of 10');
  console.once('dialog', (confirm) => void confirm.accept());
  await rain.getByRole('button', { name: 'Cancel Console rain' }).click();
  await expect(rain).toContainText('Cancelled');
});
