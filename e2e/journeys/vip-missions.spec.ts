import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { depositApproved } from '../support/money.ts';
import { registerByUsername, uniqueName } from '../support/player.ts';
import { spinOnce } from '../support/slots.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * VIP levels and missions on Royal Flush, whose demo seed carries a VIP table (Silver at $100 bet
 * and $50 deposited) and the daily mission "Bet $10 on slots" ($1 and 30 points).
 */
const ROYAL = `http://localhost:${PORT}`;
const _ADMIN = { 'x-admin-key': OPERATOR_KEY };

/** A call with the tab's session (what the site itself sends). */
function memberGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { 'x-session-token': sessionStorage.getItem('token') ?? '' },
    });
    return ((await response.json()) as { value: unknown }).value;
  }, path) as Promise<T>;
}

test('a member plays slots: VIP progress moves, the daily mission completes and is claimed in the reward center', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto(ROYAL);
  await registerByUsername(page, uniqueName('vip'), 'lucky777', { timeout: 45_000 });
  await depositApproved(page, request, '20');

  // The vip tab: Bronze, nothing bet yet, the way to Silver and the table of levels.
  await page.goto(`${ROYAL}/member?tab=vip`);
  await expect(page.getByText('Your level')).toBeVisible();
  const toSilver = page.getByRole('progressbar', { name: 'Progress to Silver' });
  await expect(toSilver).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Bet $ 100.00 more')).toBeVisible();
  const levels = page.getByRole('table', { name: 'Levels and perks' });
  await expect(levels.getByRole('row')).toHaveCount(6);
  await expect(levels.getByRole('row', { name: /Bronze/ })).toContainText('You are here');

  // The daily slots mission starts at nothing.
  await page.goto(`${ROYAL}/member?tab=missionLeaderboard`);
  const missionBar = page.getByRole('progressbar', { name: 'Progress of Bet $10 on slots' });
  await expect(missionBar).toHaveAttribute('aria-valuenow', '0');

  // Slots until $10 is bet: every spin's bet counts.
  await page.goto(`${ROYAL}/rng?vassalage=INHOUSE`);
  await page.getByRole('button', { name: 'Play Fruit Fiesta' }).first().click();
  const game = page.frameLocator('iframe[title="Fruit Fiesta"]');
  await expect(game.getByRole('heading', { name: 'Fruit Fiesta' })).toBeVisible({ timeout: 15_000 });
  type Summary = { missions: { code: string; status: string }[] };
  const isDone = async () =>
    (await memberGet<Summary>(page, '/wps/mission/summary')).missions.find((m) => m.code === 'DAILY_SLOTS')
      ?.status === 'claim';
  for (let spin = 0; spin < 60 && !(await isDone()); spin += 1) {
    await spinOnce(game);
  }
  await expect.poll(isDone, { timeout: 30_000 }).toBe(true);

  // VIP progress moved with the bets.
  await page.goto(`${ROYAL}/member?tab=vip`);
  await expect(toSilver).not.toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Bet $ 100.00 more')).toHaveCount(0);

  // The mission waits in the reward center with the menu badge; claiming pays $1 into the balance once.
  await page.goto(`${ROYAL}/member?tab=rewardCenter`);
  await expect(page.getByRole('link', { name: /Missions to claim: \d+/ })).toBeVisible();
  const rewards = page.getByRole('list', { name: 'Reward center' });
  const row = rewards.getByRole('listitem').filter({ hasText: 'Bet $10 on slots' });
  await expect(row).toContainText('$ 1.00');
  // Minor units (the wire's 4 decimals without the point), so the difference is exact.
  const balanceOf = async () =>
    BigInt((await memberGet<{ balance: string }>(page, '/wps/v2/wallets/balance')).balance.replace('.', ''));
  const before = await balanceOf();
  await row.getByRole('button', { name: 'Claim: Daily · Bet $10 on slots' }).click();
  await expect(page.getByRole('status').filter({ hasText: '$ 1.00 added to your balance.' })).toBeVisible();
  await expect(rewards.getByRole('listitem').filter({ hasText: 'Bet $10 on slots' })).toHaveCount(0);
  expect((await balanceOf()) - before).toBe(10_000n);

  // The missions tab shows it claimed, the day's points, and the member on the leaderboard.
  await page.goto(`${ROYAL}/member?tab=missionLeaderboard`);
  const card = page.getByRole('listitem').filter({ hasText: 'Bet $10 on slots' });
  await expect(card).toContainText('Claimed');
  const board = page.getByRole('table', { name: 'Mission leaderboard' });
  await expect(board.getByRole('row').filter({ hasText: '30' }).first()).toBeVisible();
  await expect(page.getByText(/You are number \d+ with 30 points/)).toBeVisible();
});
