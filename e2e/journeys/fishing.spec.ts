import { closesPublicPopups, expect, type FrameLocator, type Page, test } from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * Fishing (apps/fishing, CFISH under FISH) from the lobby of Royal Flush: a member opens /fish, goes
 * into Ocean King, fires at the fish with auto fire, and the header balance moves by exactly the net
 * of the rounds the game's history records (each round one wallet bet and one win); and two members
 * in one ocean see each other's cannons and catches.
 */

const GAME = 'Ocean King';

async function expectHeader(page: Page, expected: bigint): Promise<void> {
  const header = page.getByRole('group', { name: 'Balance' });
  await expect(async () => {
    const text = (await header.textContent()) ?? '';
    if (!text.includes(headerText(expected))) {
      await header.getByRole('button', { name: 'Refresh balance' }).click();
      throw new Error(`header shows ${text}, expected ${headerText(expected)}`);
    }
  }).toPass({ timeout: 30_000 });
}

/** The history's rounds once every one is settled: Σ win − Σ bet. */
async function settledNet(game: FrameLocator): Promise<bigint> {
  let net = 0n;
  await expect(async () => {
    await game.getByRole('button', { name: 'Game history' }).click();
    const dialog = game.getByRole('dialog', { name: 'Game history' });
    const rows = dialog.getByRole('row');
    await expect(rows.nth(1)).toBeVisible({ timeout: 5_000 });
    const cells = await rows.evaluateAll((trs) =>
      trs.slice(1).map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c[4] === 'Settled')).toBe(true);
    net = cells.reduce((sum, c) => sum + minor(c[3] ?? '0') - minor(c[2] ?? '0'), 0n);
  }).toPass({ timeout: 30_000 });
  return net;
}

test('a member fires at the fish in Ocean King; the header balance moves by exactly the rounds’ net', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await fundedMember(page, request, '100', 'fish');
  // The fishing vendor starts beside the platform: its games are listed once it has registered them.
  const play = page.getByRole('button', { name: `Play ${GAME}` }).first();
  await expect(async () => {
    await page.goto('/fish');
    await expect(play).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await play.click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const game = page.frameLocator(`iframe[title="${GAME}"]`);
  // The ocean is up: its canvas and my cannon's controls.
  await expect(game.getByRole('img', { name: GAME })).toBeVisible({ timeout: 60_000 });
  await expect(game.getByRole('button', { name: 'Auto fire' })).toBeVisible({ timeout: 60_000 });
  const balance = game
    .getByRole('status', { name: 'Balance' })
    .or(game.getByLabel('Balance', { exact: true }));
  await expect(balance.first()).toHaveText('100.00');

  // Auto fire until shots have come back (the balance moved), then stop.
  await game.getByRole('button', { name: 'Auto fire' }).click();
  await expect(balance.first()).not.toHaveText('100.00', { timeout: 30_000 });
  await game.getByRole('button', { name: 'Auto fire' }).click();
  await expect(game.getByRole('button', { name: 'Auto fire' })).toHaveAttribute('aria-pressed', 'false');

  // Every round settled: the game and the lobby's header both show 100 + the rounds' net. A shot
  // still in the air when auto fire stopped lands as one more round after a first look at the
  // history, so the history is read again until it accounts for the game's balance.
  let net = 0n;
  await expect(async () => {
    net = await settledNet(game);
    expect(await balance.first().textContent()).toBe(headerText(10_000n * 100n + net));
  }).toPass({ timeout: 60_000 });
  expect(net).not.toBe(0n);
  await expectHeader(page, 10_000n * 100n + net);
});

test('two members share an ocean: the second one’s cannon and catches show in the first one’s room', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const first = await fundedMember(page, request, '50', 'fishA');
  const otherContext = await browser.newContext();
  const other = await closesPublicPopups(await otherContext.newPage());
  try {
    const second = await fundedMember(other, request, '50', 'fishB');
    const oceanOf = async (p: Page) => {
      const play = p.getByRole('button', { name: `Play ${GAME}` }).first();
      await expect(async () => {
        await p.goto('/fish');
        await expect(play).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 120_000 });
      await play.click();
      const game = p.frameLocator(`iframe[title="${GAME}"]`);
      await expect(game.getByRole('button', { name: 'Auto fire' })).toBeVisible({ timeout: 60_000 });
      return game;
    };
    const mine = await oceanOf(page);
    const theirs = await oceanOf(other);

    // Each sees the other's cannon by name (the room seats members together).
    const cannons = mine.getByRole('list', { name: 'Other cannons' });
    await expect(cannons.getByRole('listitem').filter({ hasText: second })).toBeVisible({ timeout: 30_000 });
    await expect(
      theirs.getByRole('list', { name: 'Other cannons' }).getByRole('listitem').filter({ hasText: first }),
    ).toBeVisible();

    // The second fires; their catches add up beside their name in the first one's room.
    const won = mine
      .getByRole('status', { name: `Won by ${second}` })
      .or(mine.getByLabel(`Won by ${second}`));
    await expect(won.first()).toHaveText('0.00');
    await theirs.getByRole('button', { name: 'Auto fire' }).click();
    await expect(won.first()).not.toHaveText('0.00', { timeout: 60_000 });
    await theirs.getByRole('button', { name: 'Auto fire' }).click();
  } finally {
    await otherContext.close();
  }
});
