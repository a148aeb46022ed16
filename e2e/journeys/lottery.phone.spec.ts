import { expectWhole, expectWordsClearOf } from '../support/fit.ts';
import { expect, test } from '../support/test.ts';
import { fundedMember, headerText, minor } from '../support/wallet.ts';

/**
 * The Vietnamese lottery on a phone (390x844): a member opens it from the side menu's drawer, buys a
 * đề ticket from the bet slip, and finds it among their pending tickets, with the header balance
 * down by exactly its cost; nothing on the page scrolls sideways, the header's balance (a six-figure
 * one) stays clear of its refresh button and the lottery's top strip shows the vendor's whole name.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone a member opens the Vietnamese lottery from the menu drawer and buys a đề ticket', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await fundedMember(page, request, '250000', 'lotp');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('button', { name: 'Lottery', exact: true })
    .click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=vn-north/);
  const game = page.frameLocator('iframe[title="Vietnam lottery"]');
  await expect(game.getByRole('heading', { level: 1, name: 'Vietnam North (XSMB)' })).toBeVisible({
    timeout: 60_000,
  });

  // Everything in the two top bars reads whole: the site's balance beside its buttons, the lottery's
  // vendor name beside its own balance.
  const balance = page.getByRole('group', { name: 'Balance' });
  await expectWordsClearOf(balance, balance.getByRole('button', { name: 'Refresh balance' }));
  await expectWhole(balance);
  const strip = game.getByRole('banner');
  const gameBalance = strip.getByRole('group', { name: 'Balance' });
  await expectWhole(strip.getByText('TCG LOTTO VN'));
  await expectWordsClearOf(strip.getByText('TCG LOTTO VN'), gameBalance);
  await expectWhole(gameBalance.getByRole('status', { name: 'Balance' }));

  // Đề on every small number (the quick pick), added to the slip, whose total is what the ticket costs.
  const betTypes = game.getByRole('group', { name: 'Bet types' });
  await betTypes.getByRole('button', { name: 'Đề' }).click();
  await expect(betTypes.getByRole('button', { name: 'Đề' })).toHaveAttribute('aria-pressed', 'true');
  await game.getByRole('group', { name: 'Quick pick' }).getByRole('button', { name: 'Small' }).click();
  await game.getByRole('button', { name: 'Add to slip' }).click();
  await expect(game.getByRole('list', { name: 'Bet slip' })).toBeVisible();
  const cost = minor((await game.getByRole('status', { name: 'Total cost' }).textContent()) ?? '');
  expect(cost).toBeGreaterThan(0n);
  await game.getByRole('button', { name: 'Buy ticket' }).scrollIntoViewIfNeeded();
  await game.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(game.getByRole('status').filter({ hasText: 'Ticket bought' }).last()).toBeVisible({
    timeout: 15_000,
  });

  await expect(page.getByRole('group', { name: 'Balance' })).toContainText(
    headerText(2_500_000_000n - cost),
    {
      timeout: 20_000,
    },
  );
  await game.getByRole('tab', { name: 'My tickets' }).click();
  const mine = game.getByRole('region', { name: 'My tickets' }).getByRole('listitem');
  await expect(mine.filter({ hasText: 'Pending' })).toHaveCount(1);
  await expect(mine.filter({ hasText: 'Pending' })).toContainText('Đề');

  const isNarrow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(isNarrow).toBe(true);
  await page.screenshot({ path: test.info().outputPath('lottery-phone.png'), fullPage: false });
});
