import type { Locator } from '@playwright/test';
import { expectWhole, expectWordsClearOf } from '../support/fit.ts';
import { expect, type FrameLocator, type Page, test } from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * The lottery vendor played from the lobby of Royal Flush (the demo merchant; the journeys' server
 * runs the daily draws every 40 s, LOTTERY_DEMO_DRAW_SECONDS, and the e-lottery every minute): a
 * member opens the Vietnamese lottery from the side menu, buys lô and đề tickets, waits for the
 * draw, reads all prize tiers and verifies them, and sees the header balance move by exactly the
 * tickets' wins; the same for a fast e-lottery game.
 */

/** The lottery frame of a lottery page, once the vendor's lobby is up on `gameName`. */
async function lotteryFrame(page: Page, title: string, gameName: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: gameName })).toBeVisible({ timeout: 60_000 });
  return frame;
}

/** Picks numbers with a quick pick, adds them to the slip and buys the ticket; returns its cost. */
async function buyQuickPick(
  game: FrameLocator,
  betType: string,
  quickPicks: readonly string[],
): Promise<bigint> {
  await game.getByRole('group', { name: 'Bet types' }).getByRole('button', { name: betType }).click();
  await expect(
    game.getByRole('group', { name: 'Bet types' }).getByRole('button', { name: betType }),
  ).toHaveAttribute('aria-pressed', 'true');
  for (const pick of quickPicks) {
    await game.getByRole('group', { name: 'Quick pick' }).getByRole('button', { name: pick }).click();
    await game.getByRole('button', { name: 'Add to slip' }).click();
  }
  const cost = minor((await game.getByRole('status', { name: 'Total cost' }).textContent()) ?? '');
  expect(cost).toBeGreaterThan(0n);
  // The slip empties only when the ticket is bought (an earlier ticket's notice may still show). A
  // click that did not take (seen once on a quiet machine: sales open, no error, the slip still
  // there) is made again only while the slip is still there; a double purchase would still fail the
  // header checks that follow.
  const slip = game.getByRole('list', { name: 'Bet slip' });
  await expect(async () => {
    if ((await slip.count()) > 0) await game.getByRole('button', { name: 'Buy ticket' }).click();
    await expect(slip).toHaveCount(0, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(game.getByRole('status').filter({ hasText: 'Ticket bought' }).last()).toBeVisible();
  return cost;
}

/** The header balance, refreshed until it shows `expected` (the platform pushes it, or a refresh fetches it). */
async function expectHeader(page: Page, expected: bigint): Promise<void> {
  const header = page.getByRole('group', { name: 'Balance' });
  await expect(async () => {
    const text = (await header.textContent()) ?? '';
    if (!text.includes(headerText(expected))) {
      await header.getByRole('button', { name: 'Refresh balance' }).click();
      throw new Error(`header shows ${text}, expected ${headerText(expected)}`);
    }
  }).toPass({ timeout: 20_000 });
}

/** Waits (through the draw) until none of the member's tickets is pending; returns the ticket list items. */
async function settledTickets(game: FrameLocator, count: number, drawWait: number): Promise<Locator> {
  await game.getByRole('tab', { name: 'My tickets' }).click();
  const tickets = game
    .getByRole('region', { name: 'My tickets' })
    .getByRole('listitem')
    .filter({ has: game.getByRole('definition') });
  await expect(tickets).toHaveCount(count);
  await expect(tickets.filter({ hasText: 'Pending' })).toHaveCount(0, { timeout: drawWait });
  return tickets;
}

/** The sum of the wins the tickets show. */
async function winsOf(tickets: Locator): Promise<bigint> {
  let total = 0n;
  for (const ticket of await tickets.all()) {
    const win = ticket
      .getByRole('term')
      .filter({ hasText: /^Win$/ })
      .locator('xpath=following-sibling::dd[1]');
    total += minor((await win.textContent()) ?? '');
  }
  return total;
}

test('a member buys lô and đề on the Vietnamese lottery from the side menu; the draw pays exactly what the tickets show', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await fundedMember(page, request, '5000', 'lott');
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('button', { name: 'Lottery', exact: true })
    .click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=vn-north/);
  const game = await lotteryFrame(page, 'Vietnam lottery', 'Vietnam North (XSMB)');
  await expect(game.getByRole('group', { name: 'Balance' })).toContainText('5,000.00');

  // Lô on every big number (one line each, 27 points a line) and đề on every small one.
  const lo = await buyQuickPick(game, 'Lô 2 số', ['Big']);
  const de = await buyQuickPick(game, 'Đề', ['Small']);
  const afterBuying = 50_000_000n - lo - de;
  await expectHeader(page, afterBuying);

  // The draw happens on the server's clock; then every ticket is won or lost, with its win.
  const tickets = await settledTickets(game, 2, 240_000);
  const wins = await winsOf(tickets);
  // 27 prizes: at least one ends in 50–99 for all but 1 in 2^27 draws, so the lô ticket wins.
  await expect(tickets.filter({ hasText: 'Won' }).first()).toBeVisible();
  expect(wins).toBeGreaterThan(0n);
  await expectHeader(page, afterBuying + wins);

  // The results page shows every prize tier of the draw, and the draw verifies from its seed.
  const drawKey = /Draw (\S+)/.exec((await tickets.first().textContent()) ?? '')?.[1] ?? '';
  await game.getByRole('tab', { name: 'Results' }).click();
  const result = game.getByRole('listitem', { name: `Draw ${drawKey}` });
  const tiers = result.getByRole('rowheader');
  await expect(tiers).toHaveText([
    'Special prize',
    'First prize',
    'Second prize',
    'Third prize',
    'Fourth prize',
    'Fifth prize',
    'Sixth prize',
    'Seventh prize',
  ]);
  await result.getByRole('button', { name: `Verify draw ${drawKey}` }).click();
  await expect(result.getByRole('status')).toContainText('Verified: the numbers follow from the seed.');
  await expect(result.getByRole('status')).toContainText('Seed matches its published hash.');
});

test('a member plays a fast e-lottery draw: every digit of position 1 wins exactly one line', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await fundedMember(page, request, '500', 'elot');
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('button', { name: 'E-lottery' })
    .click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=elott-/);
  const game = await lotteryFrame(page, 'Lottery', '1-Minute 5D');

  // Small (0–4) and big (5–9) digits: ten lines, one of which must win.
  const cost = await buyQuickPick(game, 'Position 1 digit', ['Small', 'Big']);
  await expectHeader(page, 5_000_000n - cost);
  const tickets = await settledTickets(game, 1, 150_000);
  await expect(tickets.first()).toContainText('Won');
  const wins = await winsOf(tickets);
  // One line of the ten wins at 9.8× its stake (a tenth of the cost).
  expect(wins).toBe(((cost / 10n) * 98n) / 10n);
  await expectHeader(page, 5_000_000n - cost + wins);

  const drawKey = /Draw (\S+)/.exec((await tickets.first().textContent()) ?? '')?.[1] ?? '';
  await game.getByRole('tab', { name: 'Results' }).click();
  const result = game.getByRole('listitem', { name: `Draw ${drawKey}` });
  await expect(result.getByRole('listitem')).toHaveCount(5);
});

test('a member opening /seaLottery without a game code lands on the 4D game of the lottery menu', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fundedMember(page, request, '50', 'sea');
  await page.goto('/seaLottery');
  // The page found its first game on /lgw/vn/games/game_menu (prizeMode LOTT) and launched it.
  const game = await lotteryFrame(page, 'SEA lottery', '4D Lottery');
  // The top bars read whole: the site's balance beside its buttons, the vendor's name beside its own.
  const balance = page.getByRole('group', { name: 'Balance' });
  await expectWordsClearOf(balance, balance.getByRole('button', { name: 'Refresh balance' }));
  await expectWordsClearOf(balance, balance.getByRole('button', { name: 'Hide balance' }));
  const strip = game.getByRole('banner');
  await expectWhole(strip.getByText('TCG SEA'));
  await expectWordsClearOf(strip.getByText('TCG SEA'), strip.getByRole('group', { name: 'Balance' }));
});
