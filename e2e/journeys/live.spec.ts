import { PORT } from '../playwright.config.ts';
import { adjustWallet } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { closesPublicPopups, expect, type FrameLocator, type Page, test } from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * The live studio vendor played from the lobby of Royal Flush (the demo merchant; the journeys'
 * server runs the demo round timing): two members sit at one baccarat table in two browsers, see
 * the same round and the same cards, bet, and each header balance moves by exactly that member's
 * result; a cockfight bet on meron settles by the announced result and the fight's odds.
 */

/** The table's frame in /seamless, once the vendor page shows the table. */
async function tableFrame(page: Page, tableName: string): Promise<FrameLocator> {
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.frameLocator(`iframe[title="${tableName}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: tableName })).toBeAttached({ timeout: 30_000 });
  return frame;
}

/** The header balance, refreshed until it shows `expected`. */
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

/** Waits until the table takes bets with at least `seconds` left on its countdown. */
async function bettingWithTime(game: FrameLocator, seconds: number): Promise<void> {
  await expect(async () => {
    await expect(game.getByRole('status').filter({ hasText: /^(Place your bets|Last call)$/ })).toBeVisible({
      timeout: 1_000,
    });
    const left = Number(/^\d+/.exec((await game.getByRole('timer').textContent()) ?? '')?.[0] ?? '0');
    expect(left).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 60_000 });
}

/** The round number the table shows ('Round 12' / 'Fight #3'). */
async function roundOf(game: FrameLocator): Promise<string> {
  return (
    (await game
      .getByText(/^(Round \d+|Fight #\d+)$/)
      .first()
      .textContent()) ?? ''
  );
}

/** Puts one 1.00 chip on `spot` and confirms; true when the vendor accepted it, false when betting closed first. */
async function betOne(game: FrameLocator, spot: string): Promise<boolean> {
  // Chips, spots and Confirm are disabled once betting closes (a busy machine may get here late):
  // that is a closed round for this attempt, not a failure.
  try {
    await game.getByRole('button', { name: 'Chip 1', exact: true }).click({ timeout: 10_000 });
    await game
      .getByRole('region', { name: 'Bet spots' })
      .getByRole('button', { name: spot, exact: true })
      .click({ timeout: 10_000 });
    await game.getByRole('button', { name: /^Confirm bets/ }).click({ timeout: 10_000 });
  } catch {
    return false;
  }
  const accepted = game
    .getByRole('list', { name: 'My bets' })
    .getByRole('listitem')
    .filter({ hasText: spot });
  // Closed under the bet: the refusal's alert, or (its toast gone already on a busy machine) the
  // table's own "Betting is closed" under an empty slip.
  const closed = game
    .getByRole('alert')
    .filter({ hasText: /closed/i })
    .or(game.getByText('Betting is closed for this round.'));
  await expect(accepted.filter({ hasNotText: 'Not sent' }).or(closed).first()).toBeVisible({
    timeout: 15_000,
  });
  return accepted.filter({ hasNotText: 'Not sent' }).isVisible();
}

/** What the round's settlement returned to this member, as "My bets this round" shows once it settles. */
async function returnedOf(game: FrameLocator): Promise<bigint> {
  const settled = game.getByRole('region', { name: 'My bets this round' }).getByRole('term');
  await expect(settled.filter({ hasText: 'Returned' })).toBeVisible({ timeout: 60_000 });
  const returned = settled.filter({ hasText: 'Returned' }).locator('xpath=following-sibling::dd[1]');
  return minor((await returned.textContent()) ?? '');
}

/** The names of the cards of one side, as the table shows them. */
async function cardsOf(game: FrameLocator, side: string): Promise<string[]> {
  const cards = game.getByRole('region', { name: side, exact: true }).getByRole('img');
  return cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** Seats a funded member at the Baccarat A table from the live casino page. */
async function baccaratPlayer(page: Page) {
  await page.goto('/live');
  await page.getByRole('button', { name: 'Play Baccarat A' }).first().click();
  const game = await tableFrame(page, 'Baccarat A');
  return { page, game };
}

test('two members at one baccarat table see the same round and cards; each header moves by that member’s result', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Alice in the journey's page, Bob in a browser of his own. Both register (1,000.00 each) before either sits down, then both open the table.
  const bobContext = await browser.newContext();
  const bobPage = await closesPublicPopups(await bobContext.newPage());
  for (const p of [page, bobPage]) {
    // The lobby is up (its categories listed, the live casino among them) before registering.
    await p.goto('/');
    await expect(
      p.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Live casino' }),
    ).toBeVisible({ timeout: 90_000 });
    // The first popup of a fresh page may miss the click while its code loads: open it until it shows.
    const register = p.getByRole('dialog', { name: 'Register' });
    await expect(async () => {
      if (!(await register.isVisible()))
        await p.getByRole('banner').getByRole('button', { name: 'Register' }).click();
      await expect(register).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await register.getByRole('button', { name: 'Close' }).click();
    await registerByUsername(p, uniqueName('live'), 'lucky777');
    await adjustWallet(request, PORT, 'ROYAL', await memberIdOf(p), '1000');
    await expect(p.getByRole('group', { name: 'Balance' })).toContainText('1,000.00', { timeout: 10_000 });
  }
  const alice = await baccaratPlayer(page);
  const bob = await baccaratPlayer(bobPage);
  try {
    // Both bet in the same round: Alice 1.00 on Banker, Bob 1.00 on Player (a round whose betting
    // closed under a bet is skipped, its bet refused and not paid).
    // A round where only one of the two got a bet in (the other's came after betting closed, on a
    // busy machine) settles for that one alone: what it took and returned is carried to the end.
    let round = '';
    const earlier = new Map([
      [alice, 0n],
      [bob, 0n],
    ]);
    for (let attempt = 0; attempt < 5 && !round; attempt++) {
      await bettingWithTime(alice.game, 6);
      const seen = await roundOf(alice.game);
      expect(await roundOf(bob.game)).toBe(seen);
      const [a, b] = await Promise.all([betOne(alice.game, 'Banker'), betOne(bob.game, 'Player')]);
      if (a && b && (await roundOf(alice.game)) === seen) round = seen;
      else
        for (const [p, isIn] of [
          [alice, a],
          [bob, b],
        ] as const) {
          if (isIn) earlier.set(p, (earlier.get(p) ?? 0n) - 10_000n + (await returnedOf(p.game)));
        }
    }
    expect(round).not.toBe('');

    // The same cards are dealt to both, card by card, and the same winner announced.
    const results = await Promise.all(
      [alice, bob].map(async ({ game }) => {
        const verdict = game.getByRole('status', { name: 'Result' });
        await expect(verdict).toBeVisible({ timeout: 60_000 });
        const [winner, shown, player, banker] = await Promise.all([
          verdict.textContent(),
          roundOf(game),
          cardsOf(game, 'Player'),
          cardsOf(game, 'Banker'),
        ]);
        return { winner: winner?.trim(), round: shown, player, banker };
      }),
    );
    const [seenByAlice, seenByBob] = results;
    expect(seenByAlice?.round).toBe(round);
    expect(seenByBob).toEqual(seenByAlice);
    expect(seenByAlice?.player.length).toBeGreaterThanOrEqual(2);
    expect(seenByAlice?.banker.length).toBeGreaterThanOrEqual(2);
    expect(seenByAlice?.player.every((name) => / of (spades|hearts|diamonds|clubs)$/.test(name))).toBe(true);

    // Banker pays 0.95 to 1, player 1 to 1, a tie returns both stakes.
    const winner = seenByAlice?.winner;
    const aliceBack = winner === 'Banker' ? 19_500n : winner === 'Tie' ? 10_000n : 0n;
    const bobBack = winner === 'Player' ? 20_000n : winner === 'Tie' ? 10_000n : 0n;
    await expectHeader(alice.page, 10_000_000n + (earlier.get(alice) ?? 0n) - 10_000n + aliceBack);
    await expectHeader(bob.page, 10_000_000n + (earlier.get(bob) ?? 0n) - 10_000n + bobBack);
    // The settlement each one reads under "My bets" says the same.
    expect(await returnedOf(alice.game)).toBe(aliceBack);
    expect(await returnedOf(bob.game)).toBe(bobBack);
  } finally {
    await bobContext.close();
  }
});

test('a cockfight bet on meron settles by the announced result and the fight’s odds', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await fundedMember(page, request, '500', 'sabong');
  await page.goto('/cockfight');
  await page.getByRole('button', { name: 'Enter DS88 Sabong' }).click();
  await page
    .getByRole('dialog', { name: 'DS88 Sabong' })
    .getByRole('button', { name: 'Play DS88 Arena 1' })
    .click();
  const game = await tableFrame(page, 'DS88 Arena 1');

  let fight = '';
  let meronOdds = '';
  for (let attempt = 0; attempt < 5 && !fight; attempt++) {
    await bettingWithTime(game, 5);
    const seen = await roundOf(game);
    // The fight card shows meron's odds (win per 1 staked) for this fight.
    meronOdds = /[\d.]+$/.exec((await game.getByText(/^Meron \d+\.\d{2}$/).textContent()) ?? '')?.[0] ?? '';
    if ((await betOne(game, 'Meron')) && (await roundOf(game)) === seen) fight = seen;
  }
  expect(fight).not.toBe('');
  expect(meronOdds).not.toBe('');

  const verdict = game.getByRole('status', { name: 'Result' });
  await expect(verdict).toBeVisible({ timeout: 90_000 });
  expect(await roundOf(game)).toBe(fight);
  const result = (await verdict.textContent())?.trim();
  expect(['Meron', 'Wala', 'Draw', 'Cancelled']).toContain(result);
  // Meron wins stake × (1 + odds); a draw or a cancelled fight returns the stake; wala loses it.
  const back = result === 'Meron' ? 10_000n + minor(meronOdds) : result === 'Wala' ? 0n : 10_000n;
  await expectHeader(page, 5_000_000n - 10_000n + back);
});
