import { addOperator, signInToConsole } from '../support/console.ts';
import { expect, test } from '../support/test.ts';
import { fundedMember } from '../support/wallet.ts';

/**
 * Per-vendor reconciliation (issue 19): a member of Royal Flush (connected to the in-house vendor at
 * start-up) rolls the dice; a finance operator opens Games → Reconciliation, runs today's for the
 * in-house vendor, and sees both sides agree with no difference.
 */
test('a finance operator reconciles the in-house vendor for today after a member played: totals match, no difference', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await fundedMember(page, request, '50', 'recon');
  await page.goto('/bgs?vassalage=INHOUSE');
  await page.getByRole('button', { name: 'Play Dice' }).first().click();
  const game = page.frameLocator('iframe[title="Dice"]');
  await expect(game.getByRole('heading', { name: 'Dice' })).toBeVisible({ timeout: 15_000 });
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(game.getByRole('status', { name: 'Roll result' })).toHaveText(/\d+\.\d{2}/, {
    timeout: 15_000,
  });

  const console = await signInToConsole(
    browser,
    baseURL ?? '',
    await addOperator(request, 'ROYAL', 'finance'),
  );
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Games' }).click();
  await console
    .getByRole('tablist', { name: 'Games view' })
    .getByRole('tab', { name: 'Reconciliation' })
    .click();
  const form = console.getByRole('form', { name: 'Run a reconciliation' });
  await form.getByLabel('Vendor').selectOption('INHOUSE');
  await form.getByRole('button', { name: 'Run reconciliation' }).click();

  const run = console.getByRole('region', { name: /^Reconciliation of INHOUSE on / });
  await expect(run.getByText('Matched', { exact: true })).toBeVisible({ timeout: 30_000 });
  const totals = run.getByRole('table', { name: 'Totals' });
  for (const row of ['Transactions', 'Bets', 'Wins', 'Rollbacks']) {
    const cells = totals.getByRole('row', { name: row }).getByRole('cell');
    await expect(cells.nth(0)).toHaveText((await cells.nth(1).textContent()) ?? '');
    await expect(cells.nth(2)).toHaveText('—');
  }
  await expect(totals.getByRole('row', { name: 'Transactions' }).getByRole('cell').first()).not.toHaveText(
    '0',
  );
  await expect(run.getByText('No differences: both sides agree.')).toBeVisible();
  await expect(console.getByRole('table', { name: 'Past runs' }).getByRole('row')).not.toHaveCount(1);
});
