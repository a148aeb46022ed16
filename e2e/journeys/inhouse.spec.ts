import type { adjustWallet } from '../support/operator.ts';
import { openLastRound, spinOnce } from '../support/slots.ts';
import {
  type Browser,
  closesPublicPopups,
  expect,
  type FrameLocator,
  type Page,
  test,
} from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * The in-house vendor's games, played from the lobby of Royal Flush (the demo merchant, connected
 * to the vendor at start-up): launch into /seamless, play in the vendor's frame, see the money move
 * in the lobby header, recall and verify a round; a shared crash round between two players.
 */

/**
 * Opens an in-house game from the vendor's game list: slots on the lobby's slots page (/rng),
 * mini games on its mini-games page (/bgs). Returns the game's frame.
 */
async function launch(page: Page, gameName: string, listPath = '/rng'): Promise<FrameLocator> {
  await page.goto(`${listPath}?vassalage=INHOUSE`);
  await page
    .getByRole('button', { name: `Play ${gameName}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/seamless\?/);
  return gameFrame(page, gameName);
}

async function gameFrame(page: Page, gameName: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${gameName}"]`);
  await expect(frame.getByRole('heading', { name: gameName })).toBeVisible({ timeout: 15_000 });
  return frame;
}

test('a member spins a slot from the lobby, the header moves by win − bet, and the round verifies', async ({
  page,
  request,
}) => {
  // A spin that lands free spins plays them all before the round ends (see spinOnce).
  test.setTimeout(240_000);
  await fundedMember(page, request, '100');
  const game = await launch(page, 'Fruit Fiesta');
  const header = page.getByRole('group', { name: 'Balance' });
  const before = minor((await header.textContent()) ?? '');
  expect(before).toBe(1_000_000n);
  await expect(game.getByRole('group', { name: 'Balance' })).toContainText('100.00');

  await spinOnce(game);

  // The round in the history (game recall) gives the exact bet and win.
  const { history, amount } = await openLastRound(game);
  const bet = await amount('Bet');
  const win = await amount('Win');
  expect(bet).toBe(10_000n);
  expect(await amount('Balance before')).toBe(before);
  expect(await amount('Balance after')).toBe(before - bet + win);

  // The lobby header (pushed by the platform, or on a refresh) shows exactly balance − bet + win.
  const expected = headerText(before - bet + win);
  await expect(async () => {
    const text = (await header.textContent()) ?? '';
    if (!text.includes(expected)) {
      await header.getByRole('button', { name: 'Refresh balance' }).click();
      throw new Error(`header shows ${text}, expected ${expected}`);
    }
  }).toPass({ timeout: 15_000 });

  // Provably fair: reveal the server seed by rotating, then recompute the round in the browser.
  await history.getByRole('button', { name: 'Rotate seed and reveal' }).click();
  await history.getByRole('button', { name: 'Verify round' }).click();
  const verdict = history.getByRole('region', { name: 'Verification result' });
  await expect(verdict.getByRole('status')).toHaveText(/Verified: the round matches its seeds/);
  await expect(verdict.getByRole('listitem')).not.toHaveCount(0);
  await expect(verdict.getByText('✗')).toHaveCount(0);

  // Back in the lobby, the game heads the member's recent games.
  await page.getByRole('link', { name: 'Back to lobby' }).click();
  await page.goto('/recent');
  const recent = page.getByRole('list', { name: 'Recent games' });
  await expect(recent.getByRole('article').first()).toHaveAccessibleName('Fruit Fiesta');

  // The betting record names the game and its vendor, not their codes.
  await page.goto('/member?tab=personalHistoryCopy');
  const round = page.getByRole('row').filter({ hasText: 'Fruit Fiesta' }).first();
  await expect(round).toBeVisible();
  await expect(round).toContainText('Croupier Originals');
  await expect(page.getByRole('table')).not.toContainText('INHOUSE');
});

async function crashPlayer(browser: Browser, request: Parameters<typeof adjustWallet>[0]) {
  const context = await browser.newContext();
  const page = await closesPublicPopups(await context.newPage());
  const name = await fundedMember(page, request, '50');
  const game = await launch(page, 'Crash', '/bgs');
  await expect(game.getByText('Connected')).toBeVisible({ timeout: 15_000 });
  return { context, page, game, name };
}

test('two players share a crash round: both bets show for both, a cash-out pays at the server multiplier', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [alice, bob] = await Promise.all([crashPlayer(browser, request), crashPlayer(browser, request)]);
  try {
    // Names in the shared list are masked as the server masks them: two letters, ***, the last one.
    const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;
    const tries: string[] = []; // why each round did not end the test, for the failure message
    let isDone = false;
    for (let attempt = 0; attempt < 6 && !isDone; attempt++) {
      // Betting phase, with time left for both bets: both join the same round.
      await expect(async () => {
        const left = (await alice.game.getByRole('status', { name: 'Countdown' }).textContent()) ?? '0';
        expect(Number.parseFloat(left)).toBeGreaterThan(2);
      }).toPass({ timeout: 40_000 });
      for (const p of [alice, bob]) {
        await expect(p.game.getByRole('button', { name: 'Place bet' })).toBeEnabled();
      }
      await Promise.all([
        alice.game.getByRole('button', { name: 'Place bet' }).click(),
        bob.game.getByRole('button', { name: 'Place bet' }).click(),
      ]);
      // Each sees their own bet and the other's (other players may share the round too).
      for (const [p, other] of [
        [alice, bob],
        [bob, alice],
      ] as const) {
        const players = p.game.getByRole('region', { name: 'Players' });
        await expect(players.getByRole('row', { name: /\(you\)/ })).toHaveCount(1, { timeout: 10_000 });
        await expect(
          players
            .getByRole('row')
            .filter({ hasText: masked(other.name) })
            .filter({ hasNotText: '(you)' })
            .first(),
        ).toBeVisible();
      }
      // Running: Alice cashes out as soon as she can; the server's clock decides whether she made it.
      const cashOut = alice.game.getByRole('button', { name: /^Cash out/ });
      await expect(cashOut.or(alice.game.getByText('Busted'))).toBeVisible({ timeout: 20_000 });
      if (!(await cashOut.isVisible())) {
        tries.push('busted before the cash-out button showed');
        continue;
      }
      // The round may bust between seeing the button and clicking it: then the button is gone, and
      // the next round is played.
      const clicked = await cashOut.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (!clicked) {
        tries.push('the cash-out button went before the click');
        continue;
      }
      const mine = alice.game.getByRole('region', { name: 'Players' }).getByRole('row', { name: /\(you\)/ });
      const cashCell = mine.getByRole('cell').nth(2);
      await expect(cashCell).toHaveText(/×|bust/, { timeout: 20_000 });
      const at = /(\d+\.\d{2})×/.exec((await cashCell.textContent()) ?? '')?.[1];
      if (!at) {
        tries.push('the bust beat the cash-out');
        continue;
      }
      isDone = true;
      // Bob sees Alice's cash-out in the shared list.
      await expect(
        bob.game
          .getByRole('region', { name: 'Players' })
          .getByRole('row')
          .filter({ hasText: masked(alice.name) })
          .getByRole('cell', { name: `${at}×`, exact: true }),
      ).toHaveCount(1, { timeout: 5_000 });
      // Alice's win is bet × cash-out multiplier (floored), and her history shows the settled round.
      const win = minor((await mine.getByRole('cell').nth(3).textContent()) ?? '');
      expect(win).toBe((10_000n * minor(at)) / 10_000n);
      await alice.game.getByRole('button', { name: 'History' }).click();
      const history = alice.game.getByRole('dialog', { name: 'History' });
      await expect(history.getByRole('button', { name: /^Round / }).first()).toBeVisible({ timeout: 10_000 });
    }
    expect(isDone, `no round ended in a cash-out: ${tries.join('; ')}`).toBe(true);
  } finally {
    await alice.context.close();
    await bob.context.close();
  }
});
