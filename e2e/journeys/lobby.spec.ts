import { PORT } from '../playwright.config.ts';
import { openMerchant, publishHomeContent, stockSlots } from '../support/operator.ts';
import { registerByUsername } from '../support/player.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

test.describe('a visitor who has not asked for reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('browses the home page and a category, and is asked to log in to play', async ({ page, request }) => {
    await browsesHomeAndCategory(page, request);
  });
});

test('a visitor who asked for reduced motion sees the carousel stay on its banner until turned by hand', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  const { vassalage } = await stockSlots(request, PORT, merchant.code, 2);
  await publishHomeContent(request, PORT, merchant.code, vassalage);
  await page.goto(merchant.origin);
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.getByRole('img', { name: 'Welcome bonus' })).toBeInViewport();
  // Past the 5 s autoplay and its transition: still the first banner.
  await page.waitForTimeout(7_000);
  await expect(carousel.getByRole('img', { name: 'Welcome bonus' })).toBeInViewport();
  await expect(carousel.getByRole('img', { name: 'Weekend cashback' })).not.toBeInViewport();
});

async function browsesHomeAndCategory(page: Page, request: APIRequestContext): Promise<void> {
  const merchant = await openMerchant(request, PORT);
  const { vassalage } = await stockSlots(request, PORT, merchant.code, 14);
  await publishHomeContent(request, PORT, merchant.code, vassalage);
  await page.goto(merchant.origin);

  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots.getByRole('article', { name: 'Lucky Star 01' })).toBeVisible();
  await expect(slots.getByRole('button', { name: 'Next Slots' })).toBeVisible();

  // The carousel moves on by itself (autoplay every 5 s).
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.getByRole('img', { name: 'Welcome bonus' })).toBeInViewport();
  await expect(carousel.getByRole('img', { name: 'Weekend cashback' })).toBeInViewport({ timeout: 9_000 });

  // The notices open the announcements, each with its detail.
  await page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: 'Announcements' }).click();
  const announcements = page.getByRole('dialog', { name: 'Announcements' });
  await announcements
    .getByRole('list', { name: 'Announcement list' })
    .getByRole('button', { name: 'Server upgrade on Sunday' })
    .click();
  await expect(announcements.getByRole('article', { name: 'Server upgrade on Sunday' })).toContainText(
    'The lobby will be faster after the upgrade.',
  );
  await announcements.getByRole('button', { name: 'Close' }).click();

  await slots.getByRole('link', { name: 'More games: Slots' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Star 07');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Play Lucky Star 07' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}

test('a member favourites a game and finds it under favourites; a vendor that is not connected says so', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  await stockSlots(request, PORT, merchant.code, 6);
  await page.goto(merchant.origin);
  await registerByUsername(page, `fan${Math.random().toString(36).slice(2, 8)}`, 'lucky777');

  const card = page.getByRole('region', { name: 'Slots' }).getByRole('article', { name: 'Lucky Star 03' });
  await card.getByRole('button', { name: 'Add Lucky Star 03 to favourites' }).click();
  await expect(card.getByRole('button', { name: 'Remove Lucky Star 03 from favourites' })).toBeVisible();

  await page.goto(`${merchant.origin}/favorite`);
  const favourites = page.getByRole('list', { name: 'Favourites' });
  await expect(favourites.getByRole('article', { name: 'Lucky Star 03' })).toBeVisible();
  await expect(favourites.getByRole('article')).toHaveCount(1);

  await favourites.getByRole('button', { name: 'Play Lucky Star 03' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Warning' })).toContainText(
    'Operation not enabled, please contact customer service',
  );
});

test('a free-play account is told a real account is needed to play, with a Register button', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  await stockSlots(request, PORT, merchant.code, 4);
  await page.goto(merchant.origin);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByText('Free play', { exact: true })).toBeVisible();

  await page
    .getByRole('region', { name: 'Slots' })
    .getByRole('button', { name: 'Play Lucky Star 02' })
    .click();
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('This game needs a real account.');
  // The message carries the way forward: Register opens registration.
  await warning.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible({ timeout: 15_000 });
});

test('a long game list keeps only the rows near the screen in the page and still reaches its last game', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  const { vassalage } = await stockSlots(request, PORT, merchant.code, 150);
  await page.goto(`${merchant.origin}/rng?vassalage=${vassalage}`);
  const list = page.getByRole('list', { name: 'Slots: Journey Slots' });
  await expect(list.getByRole('article', { name: 'Lucky Star 01' })).toBeVisible();
  for (const shown of [60, 90, 120, 150]) {
    await page.getByRole('button', { name: 'Load more' }).click();
    if (shown < 150) await expect(page.getByText(`Showing ${shown} of 150`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // Past 120 games only the rows around the viewport are rendered, each saying its place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(list.getByRole('article', { name: 'Lucky Star 01' })).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(100);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '150');
  // Scrolling to the end brings the last game in, and the first out.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(list.getByRole('article', { name: 'Lucky Star 150' })).toBeVisible();
  await expect(list.getByRole('article', { name: 'Lucky Star 01' })).toHaveCount(0);
});
