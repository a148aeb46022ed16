import { openLastRound, spinOnce } from '../support/slots.ts';
import { expect, test } from '../support/test.ts';
import { minor } from '../support/wallet.ts';

/**
 * Demo play (issue 24): a visitor takes Free play on Royal Flush, sees which games work as a demo,
 * spins an in-house slot with the vendor's play money (marked DEMO), and the platform balance of the
 * trial account stays at nothing; the game offers registration for real play.
 */
test('a free-play visitor spins an in-house slot in demo: play money moves, the platform balance does not', async ({
  page,
}) => {
  // A spin that lands free spins plays them all before the round ends (see spinOnce).
  test.setTimeout(240_000);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('banner').getByText('Free play', { exact: true })).toBeVisible();
  const header = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(header).toContainText('0.00');
  const platformBefore = minor((await header.textContent()) ?? '');
  expect(platformBefore).toBe(0n);

  // The in-house slots say Demo to a trial account, and open as a demo.
  await page.goto('/rng?vassalage=INHOUSE');
  const card = page.getByRole('article', { name: 'Fruit Fiesta' });
  await expect(card).toContainText('Demo');
  await card.getByRole('button', { name: 'Play Fruit Fiesta in demo mode with play money' }).click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const game = page.frameLocator('iframe[title="Fruit Fiesta"]');
  await expect(game.getByRole('heading', { name: 'Fruit Fiesta' })).toBeVisible({ timeout: 15_000 });

  // Clearly a demo: the mark, the play money instead of a balance, no jackpot to win.
  await expect(game.getByText('DEMO', { exact: true })).toBeVisible();
  await expect(game.getByText(/Demo mode: you play with play money/)).toBeVisible();
  const playMoney = game.getByRole('group', { name: 'Play money' });
  await expect(playMoney).toContainText('2,000.00');
  await expect(game.getByRole('group', { name: 'Balance' })).toHaveCount(0);
  await expect(game.getByLabel('Progressive jackpot')).toHaveCount(0);

  await spinOnce(game);

  // The round (game recall) took the bet from the play money and paid the win into it.
  const { history, amount } = await openLastRound(game);
  const bet = await amount('Bet');
  const win = await amount('Win');
  expect(bet).toBeGreaterThan(0n);
  expect(await amount('Balance before')).toBe(2_000_0000n);
  const after = 2_000_0000n - bet + win;
  expect(await amount('Balance after')).toBe(after);
  await history.getByRole('button', { name: 'Close' }).click();
  expect(minor((await playMoney.textContent()) ?? '')).toBe(after);

  // The platform balance of the trial account (the game bar's, above the frame) never moved:
  // refreshed, it is still nothing.
  const gameBar = page.getByRole('group', { name: 'Balance' });
  await gameBar.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(gameBar).toContainText('0.00');
  expect(minor((await gameBar.textContent()) ?? '')).toBe(0n);

  // The play money resets, and the way to real play is registration.
  await game.getByRole('button', { name: 'Reset play money' }).click();
  await expect(playMoney).toContainText('2,000.00');
  await game.getByRole('link', { name: 'Register to play for real' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible({ timeout: 15_000 });
});
