import { closesPublicPopups, expect, type FrameLocator, type Page, test } from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * Poker between members (apps/poker, CPOKER under PVP) from the lobby of Royal Flush: two members
 * in two browsers sit at one table from /pvp, play a hand to showdown, and the winner's stack on
 * the felt, each one's cash-out and each header balance after leaving are exactly what the hand
 * history says.
 */

const TABLE = "Hold'em Sakura · 6-max 0.05/0.1";

async function openTable(page: Page): Promise<FrameLocator> {
  await page.goto('/pvp');
  await page
    .getByRole('button', { name: `Play ${TABLE}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.frameLocator(`iframe[title="${TABLE}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Sakura' })).toBeVisible({ timeout: 30_000 });
  return frame;
}

/** Takes the first free seat with the full buy-in (10.00). */
async function sitDown(game: FrameLocator): Promise<void> {
  await game
    .getByRole('button', { name: /^Empty seat \d$/ })
    .first()
    .click();
  const dialog = game.getByRole('dialog', { name: /^Take seat \d$/ });
  await expect(dialog.getByRole('textbox', { name: 'Buy-in amount' })).toHaveValue('10.00');
  await dialog.getByRole('button', { name: 'Buy in' }).click();
  await expect(game.getByRole('button', { name: 'Leave table' })).toBeVisible({ timeout: 15_000 });
}

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

test('two members play a hand of hold’em to showdown; stacks, cash-outs and header balances match the hand history', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const bobContext = await browser.newContext();
  const bobPage = await closesPublicPopups(await bobContext.newPage());
  try {
    for (const p of [page, bobPage]) {
      // The lobby is up (poker among its categories) and the register popup's code loaded before registering.
      await p.goto('/');
      await expect(
        p.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Poker' }),
      ).toBeVisible({
        timeout: 90_000,
      });
      const register = p.getByRole('dialog', { name: 'Register' });
      await expect(async () => {
        if (!(await register.isVisible()))
          await p.getByRole('banner').getByRole('button', { name: 'Register' }).click();
        await expect(register).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await register.getByRole('button', { name: 'Close' }).click();
    }
    const aliceName = await fundedMember(page, request, '1000', 'pkra');
    const bobName = await fundedMember(bobPage, request, '1000', 'pkrb');
    const alice = await openTable(page);
    const bob = await openTable(bobPage);
    await sitDown(alice);
    await sitDown(bob);
    // The buy-in left the wallet: 1,000.00 − 10.00 in the lobby's header.
    await expectHeader(page, 9_900_000n);
    await expectHeader(bobPage, 9_900_000n);

    // The hand is dealt: each sees two cards of their own and two backs of the other's.
    for (const game of [alice, bob])
      await expect(game.getByRole('status').filter({ hasText: 'Pre-flop' })).toBeVisible({ timeout: 30_000 });
    await expect(
      alice.getByRole('region', { name: new RegExp(`: ${aliceName}$`) }).getByRole('img'),
    ).toHaveCount(2);
    await expect(
      alice.getByRole('region', { name: new RegExp(`: ${bobName}$`) }).getByRole('img'),
    ).toHaveCount(0);
    // Alice sits out from the next hand, so the table stops after this one.
    await alice.getByRole('button', { name: 'Sit out' }).click();

    // Both check or call whenever it is their turn, to the showdown.
    const status = alice.getByRole('status').filter({ hasText: / wins / });
    const pot = alice.getByRole('status').filter({ hasText: /^(Pre-flop|Flop|Turn|River)$/ });
    for (let i = 0; i < 20 && !(await status.isVisible()); i++) {
      for (const game of [alice, bob]) {
        const turn = game.getByRole('region', { name: 'Your turn' });
        if (!(await turn.isVisible())) continue;
        // One action moves the hand on: the turn passes, or (heads-up, after the flop) the street changes.
        // Read with a short timeout: once the hand is over the street's status is gone, and a plain
        // read would wait for it past the check below (a flaky failure in a full run).
        const street = await pot.textContent({ timeout: 1_000 }).catch(() => '');
        const check = turn.getByRole('button', { name: 'Check', exact: true });
        if (await check.isVisible()) await check.click();
        else await turn.getByRole('button', { name: /^Call / }).click();
        await expect(async () => {
          const moved =
            !(await turn.isVisible()) ||
            (await status.isVisible()) ||
            (await pot.textContent({ timeout: 1_000 }).catch(() => '')) !== street;
          expect(moved).toBe(true);
        }).toPass({ timeout: 10_000 });
      }
    }
    await expect(status).toBeVisible({ timeout: 30_000 });

    // The hand history: both hands shown, every chip of the pot paid but the rake.
    await alice
      .getByRole('button', { name: /^Hand #\d+/ })
      .first()
      .click();
    const line = (name: string) =>
      alice.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: name });
    const endOf = async (name: string) => minor(((await line(name).textContent()) ?? '').split('→')[1] ?? '');
    const aliceEnd = await endOf(aliceName);
    const bobEnd = await endOf(bobName);
    await expect(line(bobName).getByRole('img')).toHaveCount(2);
    const rake = minor((await alice.getByText(/^Rake /).textContent()) ?? '');
    expect(aliceEnd + bobEnd + rake).toBe(200_000n);
    // The winner's stack on the felt is the history's end stack.
    const winner = aliceEnd > bobEnd ? aliceName : bobName;
    const winnerSeat = alice.getByRole('region', { name: new RegExp(`: ${winner}$`) });
    await expect(winnerSeat).toContainText(headerText(aliceEnd > bobEnd ? aliceEnd : bobEnd));

    // Leaving pays each stack back at once; the headers show exactly 990.00 + the end stack.
    await alice.getByRole('button', { name: 'Leave table' }).click();
    await expect(
      alice.getByRole('status').filter({ hasText: `You left the table: ${headerText(aliceEnd)}` }),
    ).toBeVisible();
    await bob.getByRole('button', { name: 'Leave table' }).click();
    await expect(
      bob.getByRole('status').filter({ hasText: `You left the table: ${headerText(bobEnd)}` }),
    ).toBeVisible();
    await expectHeader(page, 9_900_000n + aliceEnd);
    await expectHeader(bobPage, 9_900_000n + bobEnd);
  } finally {
    await bobContext.close();
  }
});
