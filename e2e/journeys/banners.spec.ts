import { PORT } from '../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/** The demo brand Royal Flush (seeded with SEED_DEMO on localhost): its banners come from the demo seed. */
const ROYAL = `http://localhost:${PORT}`;

test('the login popup, the register popup and the side menu show their banner groups', async ({ page }) => {
  await page.goto(ROYAL);

  // w_leftmenu: the side menu's offers slot.
  const sideMenu = page.getByRole('complementary', { name: 'Offers' }).first();
  // The first page of a journey: the banners may come late while the server warms up.
  await expect(sideMenu.getByRole('img', { name: 'Welcome bonus 100% up to $500' })).toBeVisible({
    timeout: 60_000,
  });

  // w_login: the login popup's banner, which leads to the promotions and closes the popup.
  await page.goto(`${ROYAL}/login`);
  const login = page.getByRole('dialog', { name: 'Log in' });
  const loginBanner = login.getByRole('complementary', { name: 'Offers' });
  await expect(loginBanner.getByRole('img', { name: 'Welcome bonus 100% up to $500' })).toBeVisible();
  await loginBanner.getByRole('link').click();
  await expect(page).toHaveURL(`${ROYAL}/promotions`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();

  // w_register: the register popup's banner.
  await page.goto(`${ROYAL}/register`);
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(
    register
      .getByRole('complementary', { name: 'Offers' })
      .getByRole('img', { name: 'Welcome bonus 100% up to $500' }),
  ).toBeVisible();
});
