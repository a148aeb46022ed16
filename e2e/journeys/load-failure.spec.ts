import { PORT } from '../playwright.config.ts';
import { openMerchant } from '../support/operator.ts';
import { registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

/** The help page is a chunk of its own (apps/web/src/routes/router.tsx). */
const HELP_CHUNK = '**/assets/help-page-*.js';
/** The member centre's stylesheets: those loaded with a page's chunk (not the entry's or a library's), whatever the build names them. */
const MEMBER_CSS = /\/assets\/(?!index-|swiper-)[^/]+\.css$/;

test('a page chunk that fails to load shows the load error, and Retry loads it again', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  await page.route(HELP_CHUNK, (route) => route.abort('connectionfailed'));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Help center' }).click();
  await expect(page.getByRole('heading', { name: 'Page failed to load' })).toBeVisible();
  await expect(
    page.getByText('We could not load this page. Check your connection, then try again.'),
  ).toBeVisible();

  // The network is back: Retry fetches the chunk again and the page opens.
  await page.unroute(HELP_CHUNK);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page failed to load' })).toBeHidden();
});

test('a page stylesheet that fails to load shows the load error, and Retry loads it again', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  const username = uniqueName('css');
  await registerByUsername(page, username, 'lucky777');
  await page.route(MEMBER_CSS, (route) => route.abort('connectionfailed'));

  await page.goto(`${merchant.origin}/member?tab=accountInfo`);
  await expect(page.getByRole('heading', { name: 'Page failed to load' })).toBeVisible();

  await page.unroute(MEMBER_CSS);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article', { name: username })).toBeVisible();
});

test('a page slower than expected says so while it keeps loading', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  // The help chunk arrives 9 s late (the notice shows after 6 s).
  await page.route(HELP_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Help center' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'This page is taking longer than usual to load. Check your connection.' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(notice).toBeHidden();
});
