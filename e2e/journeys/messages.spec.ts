import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { adjustWallet, openMerchant } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';
import { headerText, minor } from '../support/wallet.ts';

const headers = { 'x-admin-key': OPERATOR_KEY };

test('a member receives platform messages live: the badge goes up, then down as it reads and deletes them', async ({
  page,
  request,
}) => {
  // Registering through the popup runs a human-verification step: slow on a loaded machine.
  test.slow();
  // Its own merchant, so no other journey's messages reach this member.
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('inbox');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  const send = async (audience: object, title: string, body: string) => {
    const response = await request.post(
      `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/messages`,
      {
        headers,
        data: { audience, title, body },
      },
    );
    expect(response.status(), await response.text()).toBe(201);
  };
  // Pushed over the member's socket: the badge moves without a reload.
  await send({ type: 'member', username }, 'Your VIP host', 'Hello! I am your personal host.');
  await expect(header.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await send({ type: 'all' }, 'Weekend maintenance', 'The site pauses on Sunday 02:00–02:30.');
  await expect(header.getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();

  await header.getByRole('link', { name: 'Messages, 2 unread' }).click();
  const inbox = page.getByRole('article', { name: 'Messages' });
  const maintenance = inbox.getByRole('listitem', { name: 'Weekend maintenance' });
  const host = inbox.getByRole('listitem', { name: 'Your VIP host' });
  await expect(maintenance).toContainText('The site pauses on Sunday 02:00–02:30.');
  await expect(host).toContainText('Hello! I am your personal host.');

  await maintenance.getByRole('button', { name: 'Mark as read' }).click();
  await expect(header.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await expect(maintenance.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await host.getByRole('button', { name: 'Delete' }).click();
  await expect(host).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  // Still there after a reload: read and deleted for this member on the server.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
});

test('a member opens a red envelope while a rain is live and the header balance moves by exactly its amount', async ({
  page,
  request,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const now = Date.now();
  const scheduled = await request.post(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/redEnvelopes`,
    {
      headers,
      data: {
        title: 'Lucky rain',
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 30 * 60_000).toISOString(),
        poolAmount: '500',
        envelopeCount: 50,
      },
    },
  );
  expect(scheduled.status(), await scheduled.text()).toBe(201);

  await page.goto(merchant.origin);
  await registerByUsername(page, uniqueName('rain'), 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '100');
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText(headerText(minor('100')));

  await page.getByRole('button', { name: 'Open a red envelope' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lucky rain' });
  await expect(dialog).toContainText('One envelope for every member.');
  const claimed = page.waitForResponse((response) => response.url().includes('/wps/redEnvelopes/'));
  await dialog.getByRole('button', { name: 'Open my envelope' }).click();
  const amount = minor(((await (await claimed).json()) as { value: { amount: string } }).value.amount);
  expect(amount).toBeGreaterThan(0n);
  await expect(dialog.getByRole('status')).toContainText(`You got $ ${headerText(amount)}`);
  await expect(balance).toContainText(headerText(minor('100') + amount));

  // One envelope per member: closed, the floating envelope is gone; reopened, the same amount.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Open a red envelope' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText(headerText(minor('100') + amount));
});
