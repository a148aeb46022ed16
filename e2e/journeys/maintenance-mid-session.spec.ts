import { PORT } from '../playwright.config.ts';
import { changeSettings, openMerchant } from '../support/operator.ts';
import { registerByUsername } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 21, finding 4: maintenance is enforced on the server for every player call, so a member
 * already browsing meets the maintenance screen at their next action, without reloading.
 */
test('the operator switches maintenance on mid-session: the next action shows it; off restores the site', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  const username = `mm${Date.now().toString(36)}`;
  await registerByUsername(page, username, 'journey123');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await changeSettings(request, PORT, merchant.code, { maintenance: true });
  // The member's next action, inside the open page (no reload): the header's withdraw shortcut,
  // whose page's calls the server now answers MAINTENANCE.
  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'We are doing some maintenance' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await changeSettings(request, PORT, merchant.code, { maintenance: false });
  await page.goto(merchant.origin);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${merchant.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible();
});
