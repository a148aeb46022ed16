import { PORT } from '../playwright.config.ts';
import { addOperator, signInToConsole } from '../support/console.ts';
import { openMerchant } from '../support/operator.ts';
import { registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

/**
 * The console's Engagement > Promotions screen (issues 17 and 19): a marketing operator creates a
 * promotion, a member of the brand sees it on /promotions, and it leaves once the operator
 * disables it. The journey has a merchant of its own.
 */
test('a marketing operator creates a promotion in the console, a member sees it, and it leaves when disabled', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const console = await signInToConsole(
    browser,
    merchant.origin,
    await addOperator(request, merchant.code, 'marketing'),
  );
  const title = `Welcome gift ${uniqueName('')}`;
  await console
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Engagement' })
    .click();
  await expect(console.getByRole('heading', { name: 'Engagement', level: 1 })).toBeVisible();
  await console.getByRole('button', { name: 'New promotion' }).click();
  const form = console.getByRole('region', { name: 'New promotion' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Code').fill(`GIFT_${Date.now()}`);
  await form.getByLabel('Kind').selectOption({ label: 'Fixed bonus' });
  await form.getByLabel('Listed under').selectOption({ label: 'Welcome' });
  // The form checks the kind's rules before sending: a fixed bonus needs its amount.
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(form.getByText('A fixed bonus needs its amount.')).toBeVisible();
  await form.getByLabel('Bonus amount').fill('5');
  await form.getByRole('button', { name: 'Create promotion' }).click();
  const row = console.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Live');
  await expect(row).toContainText('no budget cap');

  await page.goto(merchant.origin);
  await registerByUsername(page, uniqueName('promo'), 'lucky777');
  await page.goto(`${merchant.origin}/promotions`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  console.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Disable ${title}` }).click();
  await expect(row).toContainText('Disabled');
  await page.reload();
  // The brand's only promotion is gone: the page says there is none.
  await expect(page.getByRole('heading', { name: 'No promotions right now' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
