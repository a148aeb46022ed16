import { randomBytes } from 'node:crypto';
import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { depositApproved, setUpForWithdrawals } from '../support/money.ts';
import { registerByUsername, uniqueName } from '../support/player.ts';
import { spinOnce } from '../support/slots.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

/**
 * Promotions and the bonus wallet on Royal Flush (the demo merchant, whose in-house slots are
 * connected at start-up): each journey publishes its own promotion through the operator API.
 */
const ROYAL = `http://localhost:${PORT}`;
const ADMIN = { 'x-admin-key': OPERATOR_KEY };

async function publishPromotion(request: APIRequestContext, input: Record<string, unknown>) {
  const response = await request.post(`${ROYAL}/admin/api/merchants/ROYAL/promotions`, {
    headers: ADMIN,
    data: {
      code: `J${randomBytes(5).toString('hex').toUpperCase()}`,
      category: 'deposit',
      status: 'active',
      summary: 'A journey offer',
      terms: '<p>Journey terms</p>',
      images: [{ sequence: 0, url: '/demo/royal-welcome.svg' }],
      sortOrder: 0,
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: null,
      totalBudget: null,
      depositTrigger: null,
      matchPercent: null,
      maxBonus: null,
      minDeposit: '0',
      bonusAmount: null,
      wageringBase: 'bonus',
      gameWeights: { RNG: 100 },
      expiryDays: 7,
      ...input,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a member joins a first-deposit match, deposits, claims it, wagers it on slots until it converts, and withdraws', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Journey match ${uniqueName('')}`;
  await publishPromotion(request, {
    title,
    kind: 'deposit_match',
    depositTrigger: 'first_deposit',
    matchPercent: 50,
    maxBonus: '5',
    minDeposit: '10',
    wageringMultiplier: 1,
    maxBet: '5',
  });
  await page.goto(ROYAL);
  // The first registration against a just-started server waits out its cold start.
  await registerByUsername(page, uniqueName('promo'), 'lucky777', { timeout: 45_000 });

  // /promotions: the offer, its rules, and joining it.
  await page.goto(`${ROYAL}/promotions?category=deposit`);
  const card = page.getByRole('article', { name: title });
  await card.getByText('Terms and details').click();
  await expect(card.getByText('50% match on your first deposit, up to $5')).toBeVisible();
  await expect(card.getByText('Maximum bet $5 while wagering')).toBeVisible();
  await card.getByRole('button', { name: 'Join now' }).click();
  await expect(card.getByText('You are in. Make a qualifying deposit')).toBeVisible();

  // The deposit makes the bonus claimable: the reward center lists it, with the menu badge.
  await depositApproved(page, request, '10');
  await page.goto(`${ROYAL}/member?tab=rewardCenter`);
  // The demo's own offers wait there too: the badge counts them all.
  await expect(page.getByRole('link', { name: /Reward center \(\d+ to claim\)/ })).toBeVisible();
  const rewards = page.getByRole('list', { name: 'Reward center' });
  await expect(rewards.getByRole('listitem').filter({ hasText: title })).toContainText('$ 5.00');
  await rewards.getByRole('button', { name: `Claim bonus: ${title}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '$ 5.00 added to your bonus details.' }),
  ).toBeVisible();

  // The bonus wallet: the bonus and its wagering bar; the header shows cash only.
  await page.getByRole('link', { name: 'View my bonus' }).click();
  const bar = page.getByRole('progressbar', { name: `Wagering progress of ${title}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText('$ 10.00');

  // Slots until the requirement ($5) is met: each spin's bet counts in full.
  await page.goto(`${ROYAL}/rng?vassalage=INHOUSE`);
  await page.getByRole('button', { name: 'Play Fruit Fiesta' }).first().click();
  const game = page.frameLocator('iframe[title="Fruit Fiesta"]');
  await expect(game.getByRole('heading', { name: 'Fruit Fiesta' })).toBeVisible({ timeout: 15_000 });
  const converted = async () =>
    page.evaluate(async () => {
      const response = await fetch('/wps/member/bonuses', {
        headers: { 'x-session-token': sessionStorage.getItem('token') ?? '' },
      });
      const body = (await response.json()) as { value: { bonuses: { status: string }[] } };
      return body.value.bonuses[0]?.status === 'converted';
    });
  for (let spin = 0; spin < 30 && !(await converted()); spin += 1) {
    await spinOnce(game);
  }
  await expect.poll(converted, { timeout: 30_000 }).toBe(true);

  await page.goto(`${ROYAL}/member?tab=bonusDetails`);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('list', { name: 'Bonus details' })).toContainText('Converted to cash');

  // Converted bonus money is cash: the member withdraws it.
  await setUpForWithdrawals(page, '246801');
  await page.goto(`${ROYAL}/member?tab=withdraw`);
  await page.getByLabel('Amount').fill('10');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of $ 10.00 requested' })).toBeVisible();
});

test('a member with a wagering bonus is told which bonus a withdrawal forfeits, and confirms it', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Journey chip ${uniqueName('')}`;
  await publishPromotion(request, {
    title,
    category: 'welcome',
    kind: 'fixed_bonus',
    bonusAmount: '3',
    wageringMultiplier: 10,
    maxBet: '1',
  });
  await page.goto(ROYAL);
  await registerByUsername(page, uniqueName('chip'), 'lucky777');
  await depositApproved(page, request, '50');
  await page.goto(`${ROYAL}/promotions?category=welcome`);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Claim $3' }).click();
  await expect(card.getByRole('link', { name: 'View my bonus' })).toBeVisible();

  await setUpForWithdrawals(page, '246801');
  await page.goto(`${ROYAL}/member?tab=withdraw`);
  await page.getByLabel('Amount').fill('20');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'A bonus is still wagering' });
  await expect(warning).toContainText(`Withdrawing now forfeits «${title}»`);
  await warning.getByRole('button', { name: 'Forfeit bonus and withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of $ 20.00 requested' })).toBeVisible();
  await page.goto(`${ROYAL}/member?tab=bonusDetails`);
  await expect(page.getByRole('list', { name: 'Bonus details' })).toContainText('Forfeited');
});
