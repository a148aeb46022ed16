import { expect, type FrameLocator, type Page, test } from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * The sportsbook (apps/sportsbook, run at test speed: a match plays in 75 s) from the lobby of Royal
 * Flush: a member builds a parlay from two live matches, accepts an odds change, places it, and
 * once both matches end the bet settles and the header balance moves by exactly its payout; an
 * e-sports single through /esports.
 */

async function openBook(page: Page, lobbyPath: string, name: string): Promise<FrameLocator> {
  await page.goto(lobbyPath);
  await page.getByRole('button', { name: `Enter ${name}` }).click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const book = page.frameLocator(`iframe[title="${name}"]`);
  await expect(book.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  return book;
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
  }).toPass({ timeout: 30_000 });
}

/** Places what is on the slip, accepting odds changes until the book takes it (the slip then empties). */
async function placeSlip(book: FrameLocator, onClosedPick?: () => Promise<void>): Promise<void> {
  const slip = book.getByRole('region', { name: 'Bet slip' });
  const placed = book.getByText('Pick odds to add selections');
  await expect(async () => {
    if (await placed.isVisible()) return;
    const accept = slip.getByRole('button', { name: 'Accept odds changes' });
    if (await accept.isVisible()) await accept.click();
    // A pick whose market does not come back (its line settled by a goal, its match over) keeps
    // Place bet disabled for good: past a goal's short suspension, the member swaps it, as a player would.
    const closedPick = slip.getByRole('listitem').filter({ hasText: 'Suspended' });
    if (onClosedPick && (await closedPick.count()) > 0) {
      await expect(closedPick)
        .toHaveCount(0, { timeout: 10_000 })
        .catch(async () => {
          await closedPick
            .first()
            .getByRole('button', { name: /^Remove / })
            .click();
          await onClosedPick();
        });
    }
    await slip.getByRole('button', { name: 'Place bet' }).click({ timeout: 2_000 });
    await expect(placed).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 150_000 });
}

test('a member places a live parlay from two matches after an odds change; it settles and the header moves by its payout', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await fundedMember(page, request, '500', 'sports');
  const book = await openBook(page, '/sports', 'Croupier Sports');

  // The live tab: two matches in play, one selection of each one's total goals.
  await expect(book.getByRole('tab', { name: /Live/, selected: true })).toBeVisible();
  const rows = book.getByRole('listitem').filter({
    has: book.getByRole('group', { name: /^Over \/ under/ }).getByRole('button', { disabled: false }),
  });
  await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 });
  // The list runs oldest kick-off first: the last rows are the matches with the most play left.
  // A match is found again by name: one ending above it shifts the rows, and a click by position
  // could then hit a match already picked (a second click takes the pick off the slip).
  const slip = book.getByRole('region', { name: 'Bet slip' });
  /** Picks the total goals of the live match with the most play left that is not on the slip yet. */
  const pickAnotherMatch = async () => {
    const onSlip = (await slip.getByRole('listitem').allTextContents()).join('\n');
    const labels = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    const name = labels.reverse().find((label) => !onSlip.includes(label));
    if (!name) throw new Error('no other live match to pick');
    await book
      .getByRole('listitem', { name, exact: true })
      .getByRole('group', { name: /^Over \/ under/ })
      .getByRole('button', { disabled: false })
      .first()
      .click();
    await expect(slip.getByText(name)).toBeVisible();
  };
  await pickAnotherMatch();
  await pickAnotherMatch();
  await expect(slip.getByRole('tab', { name: 'Parlay', selected: true })).toBeVisible();
  await slip.getByLabel('Stake').fill('20');
  // Every price move asks: the member waits for one and accepts it.
  await slip.getByRole('checkbox', { name: 'Accept higher odds automatically' }).uncheck();
  await slip.getByRole('button', { name: 'Accept odds changes' }).click({ timeout: 60_000 });
  await slip.getByRole('checkbox', { name: 'Accept higher odds automatically' }).check();
  await placeSlip(book, pickAnotherMatch);
  await expectHeader(page, minor('480'));

  // Both matches end (75 s at test speed): the parlay settles with each leg's state.
  await book.getByRole('tab', { name: 'My bets' }).click();
  const bets = book.getByRole('region', { name: 'My bets' });
  await bets.getByRole('tab', { name: 'Settled' }).click();
  const parlay = bets.getByRole('listitem').filter({ hasText: /^Parlay · 2/ });
  await expect(parlay.getByText(/^(Won|Lost)$/).first()).toBeVisible({ timeout: 200_000 });
  const payoutText = (await parlay.getByText(/^Payout /).textContent()) ?? '';
  const payout = minor(payoutText.replace(/^Payout /, '').replaceAll(',', ''));
  await expectHeader(page, minor('480') + payout);
});

test('an e-sports single through /esports', async ({ page, request }) => {
  test.setTimeout(180_000);
  await fundedMember(page, request, '100', 'esports');
  const book = await openBook(page, '/esports', 'IM E-Sports');
  await book.getByRole('tab', { name: /Today/ }).click();
  const row = book
    .getByRole('listitem')
    .filter({ has: book.getByRole('group', { name: 'Money line' }).getByRole('button', { disabled: false }) })
    .first();
  await row
    .getByRole('group', { name: 'Money line' })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  const slip = book.getByRole('region', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill('5');
  await placeSlip(book);
  await expectHeader(page, minor('95'));
  await book.getByRole('tab', { name: 'My bets' }).click();
  await expect(
    book
      .getByRole('region', { name: 'My bets' })
      .getByRole('listitem')
      .filter({ hasText: /^Single/ }),
  ).toBeVisible();
});
