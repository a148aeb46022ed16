import { randomBytes } from 'node:crypto';
import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

/**
 * Daily check-in on Royal Flush: the journey publishes its own check-in promotion through the
 * operator API, then a new member opens it, checks in for day 1 and finds the bonus in bonus details.
 */
const ROYAL = `http://localhost:${PORT}`;

test('a member opens a daily check-in, checks in for day 1 and sees the bonus in bonus details', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Journey check-in ${uniqueName('')}`;
  const published = await request.post(`${ROYAL}/admin/api/merchants/ROYAL/promotions`, {
    headers: { 'x-admin-key': OPERATOR_KEY },
    data: {
      code: `K${randomBytes(5).toString('hex').toUpperCase()}`,
      category: 'daily',
      status: 'active',
      title,
      summary: 'Check in every day',
      terms: '<p>Journey terms</p>',
      images: [{ sequence: 0, url: '/demo/royal-checkin.svg' }],
      sortOrder: 0,
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: null,
      totalBudget: null,
      kind: 'daily_checkin',
      depositTrigger: null,
      matchPercent: null,
      maxBonus: null,
      minDeposit: '0',
      bonusAmount: null,
      checkinRewards: ['1', '2', '3', '4', '5', '6', '10'],
      wageringMultiplier: 3,
      wageringBase: 'bonus',
      gameWeights: { RNG: 100 },
      maxBet: null,
      expiryDays: 7,
    },
  });
  expect(published.status(), await published.text()).toBe(201);

  await page.goto(ROYAL);
  // The first registration against a just-started server waits out its cold start.
  await registerByUsername(page, uniqueName('checkin'), 'lucky777', { timeout: 45_000 });

  await page.goto(`${ROYAL}/promotions?category=daily`);
  const card = page.getByRole('article', { name: title });
  const calendar = card.getByRole('region', { name: 'Daily check-in' });
  const days = calendar.getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.filter({ hasText: 'Day 1' })).toContainText('Today');
  await expect(days.filter({ hasText: 'Day 7' })).toContainText('$10');

  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByRole('status')).toHaveText('Day 1 checked in: $1 added to your bonus details.');
  await expect(days.filter({ hasText: 'Day 1' })).toContainText('Checked in');
  await expect(days.filter({ hasText: 'Day 2' })).not.toContainText('Today');
  await expect(card.getByRole('button', { name: 'Check in' })).toHaveCount(0);

  await card.getByRole('link', { name: 'View my bonus' }).click();
  const bonuses = page.getByRole('list', { name: 'Bonus details' });
  await expect(bonuses.getByRole('listitem').filter({ hasText: title })).toContainText('Wagering');
  await expect(page.getByRole('progressbar', { name: `Wagering progress of ${title}` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
});
