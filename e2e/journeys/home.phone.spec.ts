import { PORT } from '../playwright.config.ts';
import { expect, test } from '../support/test.ts';

test('on a phone the side menu is a drawer behind the menu button', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Flush Casino' })).toBeVisible();
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideScroll).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu.getByRole('link', { name: 'Home' })).toBeHidden();
});

test('on a phone the first screen is the brand and its banner, then every home section fills in', async ({
  page,
}) => {
  await page.goto(`http://localhost:${PORT}/`);
  const main = page.getByRole('main');
  // The banner the server put into the first HTML is the one the site shows, in the first screen.
  await expect(main.getByRole('region', { name: 'Featured' })).toBeInViewport();
  await expect(main.getByRole('region', { name: 'Notices' })).toBeVisible();
  // Every home section the merchant offers: each one's heading and games (or its empty state),
  // reached by scrolling, none wider than the phone.
  const sections = main.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(sections.first()).toBeVisible();
  // The sections come in as the merchant's vendors load: the demo brand has more than three.
  await expect.poll(() => sections.count(), { timeout: 60_000 }).toBeGreaterThan(3);
  const count = await sections.count();
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeInViewport();
    await expect(
      section
        .getByRole('article')
        .or(section.getByRole('heading', { level: 3 }))
        .first(),
    ).toBeVisible();
    const box = await section.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
});
