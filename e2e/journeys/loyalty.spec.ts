import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { depositApproved, setUpForWithdrawals } from '../support/money.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { spinOnce } from '../support/slots.ts';
import { closesPublicPopups, expect, type Page, test } from '../support/test.ts';
import { fundMember } from '../support/vendor.ts';

/**
 * Points mall, manual rebate and invite friends (issue 18) on Royal Flush, whose demo seed turns
 * all three on: points and rebate come from real spins of an in-house slot.
 */
const ROYAL = `http://localhost:${PORT}`;
const ADMIN = { 'x-admin-key': OPERATOR_KEY };

/** The member's points as the site reads them (its own session). */
const pointsOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/wps/points/balance', {
      headers: { 'x-session-token': sessionStorage.getItem('token') ?? '' },
    });
    return Number(((await response.json()) as { value: { points: string } }).value.points);
  });

test('a member bets, sees the points, redeems a cash good, sees the balance, and claims the manual rebate', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A cheap good of the journey's own, and a rebate minimum a few spins reach (the demo's rates stay).
  const goodName = `Journey cash ${uniqueName('')}`;
  const good = await request.post(`${ROYAL}/admin/api/merchants/ROYAL/points/goods`, {
    headers: ADMIN,
    data: {
      kind: 'cash',
      name: goodName,
      description: 'Two dollars for one point',
      imageUrl: '/points/cash.svg',
      pointsRequired: '1',
      creditAmount: '2',
      stock: null,
      status: 'active',
      sortOrder: 99,
    },
  });
  expect(good.status(), await good.text()).toBe(201);
  const rebate = await request.get(`${ROYAL}/admin/api/merchants/ROYAL/rebate/settings`, { headers: ADMIN });
  const rates = ((await rebate.json()) as { value: { rates: unknown[] } }).value.rates;
  const lowered = await request.put(`${ROYAL}/admin/api/merchants/ROYAL/rebate/settings`, {
    headers: ADMIN,
    data: { rates, minAmount: '0.01' },
  });
  expect(lowered.status()).toBe(200);

  await page.goto(ROYAL);
  await registerByUsername(page, uniqueName('pts'), 'lucky777', { timeout: 45_000 });
  await fundMember(request, PORT, 'ROYAL', await memberIdOf(page), '50');
  await setUpForWithdrawals(page, '246801');

  // Slots: each valid bet earns points at the demo's rate (10 per 100), the remainder carried.
  await page.goto(`${ROYAL}/rng?vassalage=INHOUSE`);
  await page.getByRole('button', { name: 'Play Fruit Fiesta' }).first().click();
  const game = page.frameLocator('iframe[title="Fruit Fiesta"]');
  await expect(game.getByRole('heading', { name: 'Fruit Fiesta' })).toBeVisible({ timeout: 15_000 });
  for (let spin = 0; spin < 40 && (await pointsOf(page)) < 1; spin += 1) {
    await spinOnce(game);
  }
  await expect.poll(() => pointsOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

  // The points mall: current points, then the journey's good redeemed with the payment password.
  await page.goto(`${ROYAL}/pointMall`);
  const points = await pointsOf(page);
  await expect(page.getByRole('term').getByText('Current points')).toBeVisible();
  const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  const shown = async () => Number((await balance.textContent())?.replace(/[^\d.]/g, ''));
  // The page was just loaded: the header's figure is read once it shows the member's money (0.00 until then).
  await expect.poll(shown, { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await shown();
  await page.getByRole('button', { name: `Redeem: ${goodName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${goodName}` });
  await dialog.getByLabel('Payment password').fill('246801');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `You redeemed ${goodName}. Points left: ${points - 1}` }),
  ).toBeVisible();
  await expect.poll(shown).toBeCloseTo(before + 2, 2);
  await page.getByRole('link', { name: 'Redeem history' }).click();
  const row = page.getByRole('row').filter({ hasText: goodName });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('-1');

  // Manual rebate: the breakdown of the spins, a confirmation, then paid once into the wallet.
  await page.goto(`${ROYAL}/member?tab=manualRebate`);
  const breakdown = page.getByRole('table', { name: 'Rebate by game type' });
  await expect(breakdown).toContainText('0.80%');
  await page.getByRole('button', { name: 'Claim rebate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your rebate' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Rebate of \$ [\d.]+ paid to your wallet/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No rebate to claim yet' })).toBeVisible();
  await page.goto(`${ROYAL}/member?tab=transactionHistory`);
  await expect(page.getByRole('cell', { name: 'Manual rebate' }).first()).toBeVisible();
});

test('a member invites a friend whose registration through the link appears in the list, and whose first deposit brings a reward', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto(ROYAL);
  await registerByUsername(page, uniqueName('ref'), 'lucky777', { timeout: 45_000 });
  await page.goto(`${ROYAL}/member?tab=referral`);
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'No friends invited yet' })).toBeVisible();

  // The friend opens the link in a browser of their own and registers with the code.
  const context = await browser.newContext();
  const friendPage = await closesPublicPopups(await context.newPage());
  const friend = uniqueName('frd');
  await friendPage.goto(link);
  const dialog = friendPage.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByLabel('Referral code')).toHaveValue(link.split('=')[1] ?? '', { timeout: 30_000 });
  await friendPage.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Close' }).click();
  await registerByUsername(friendPage, friend, 'lucky777');
  // The demo pays $10 when a friend first deposits $20 or more.
  await depositApproved(friendPage, request, '20');
  await context.close();

  await page.reload();
  const friends = page.getByRole('table', { name: 'Invited friends' });
  await expect(
    friends.getByRole('row').filter({ hasText: `${friend.slice(0, 2)}***${friend.slice(-2)}` }),
  ).toContainText('Deposited');

  // The reward (counted when the friends list was read) waits in the reward center, which says it
  // is empty only when nothing waits there.
  await page.goto(`${ROYAL}/member?tab=rewardCenter`);
  await expect(page.getByRole('list', { name: 'Referral rewards' })).toContainText("Friend's first deposit", {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Nothing to claim right now' })).toHaveCount(0);
});
