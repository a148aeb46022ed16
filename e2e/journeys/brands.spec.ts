import { PORT } from '../playwright.config.ts';
import { enableVendor, openMerchant } from '../support/operator.ts';
import { expect, test } from '../support/test.ts';

test.describe('each merchant has its own brand', () => {
  test('Royal Flush on localhost: its name, gold colour, dark theme and English', async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/`);
    await expect(page.getByRole('link', { name: 'Royal Flush Casino' })).toBeVisible();
    // The demo seed set up the home banners as an operator would.
    await expect(
      page
        .getByRole('region', { name: 'Featured' })
        .getByRole('img', { name: 'Welcome bonus: 100% on your first deposit' })
        .first(),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).toBe('#f5b301');
    // The in-house, live, sportsbook and fishing vendors are enabled, so the slots, live, sports and
    // fishing tabs show.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Live casino' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sports', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Fishing' })).toBeVisible();
  });

  test('Lotus Palace on 127.0.0.1: its name, teal colour, light theme and Thai by default', async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole('link', { name: 'Lotus Palace' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).toBe('#14b8a6');
    // Its vendors are the in-house games, the lottery, the live studio, the sportsbook, poker and
    // fishing: home, promotions, e-lottery, lottery, live, sports, fishing, slots, poker, e-sports and
    // cockfight in the navigation, in the spec's order, then the in-house mini games.
    const nav = page.getByRole('navigation', { name: 'การนำทางหลัก' });
    await expect(nav.getByRole('link')).toHaveText([
      'หน้าหลัก',
      'โปรโมชั่น',
      'หวยออนไลน์',
      'หวย',
      'คาสิโนสด',
      'กีฬา',
      'ยิงปลา',
      'สล็อต',
      'เกมไพ่',
      'อีสปอร์ต',
      'ชนไก่',
      'มินิเกม',
    ]);
  });

  test('a domain no merchant owns gets the spec message', async ({ page }) => {
    await page.goto(`http://127.0.0.254:${PORT}/`);
    await expect(page.getByRole('alert')).toHaveText('Invalid URL, please contact customer service');
  });

  test('the player can switch to the light theme and it stays on reload', async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/`);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('a visitor reads the promotions, and the login popup shows the current offer', async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    const offer = page.getByRole('article', { name: 'Reload 25% up to $200' });
    await offer.getByText('Terms and details').click();
    await expect(offer).toContainText('Join, then deposit $50 or more: we add 25% of it, up to $200.');
    await expect(offer.getByRole('button', { name: 'Log in to join' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login
      .getByRole('complementary', { name: 'Offers' })
      .getByRole('link', { name: 'Welcome bonus 100% up to $500' })
      .click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(`http://localhost:${PORT}/promotions`);
  });
  test("each brand's first paint is its own, before any script has run", async ({ page }) => {
    // No script may load: what shows is only the HTML the server sent for that host.
    await page.route('**/*.js', (route) => route.abort());
    for (const [origin, theme, lang, colour, title] of [
      [`http://localhost:${PORT}/`, 'dark', 'en', '#f5b301', 'Royal Flush Casino'],
      [`http://127.0.0.1:${PORT}/`, 'light', 'th', '#14b8a6', 'Lotus Palace'],
    ] as const) {
      await page.goto(origin);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(title);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      );
      expect(primary).toBe(colour);
    }
  });
  test("each brand's first screenshot, before any script has run, is already in its own colours", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/*.js', (route) => route.abort());
    for (const [origin, name, own, other, theme] of [
      [`http://localhost:${PORT}/`, 'Royal Flush Casino', '#f5b301', '#14b8a6', 'dark'],
      [`http://127.0.0.1:${PORT}/`, 'Lotus Palace', '#14b8a6', '#f5b301', 'light'],
    ] as const) {
      await page.goto(origin);
      // The server's first screen: the brand in the header and the first banner, without a script.
      const brand = page.getByRole('link', { name });
      await expect(brand).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      const mark = await brand.boundingBox();
      if (!mark) throw new Error('the brand link has no box');
      // What the first screenshot shows: how many pixels of the brand link (its mark) are near
      // each brand's colour, and the mean lightness (0-255) of the whole screen.
      const png = (await page.screenshot()).toString('base64');
      const seen = await page.evaluate(
        async ({ png, box, colours }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no canvas');
          context.drawImage(image, 0, 0);
          const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
          const near = (data: Uint8ClampedArray, hex: string) => {
            const target = rgb(hex);
            let count = 0;
            for (let i = 0; i < data.length; i += 4) {
              const distance = [0, 1, 2].reduce(
                (total, c) => total + Math.abs((data[i + c] ?? 0) - (target[c] ?? 0)),
                0,
              );
              if (distance < 90) count++;
            }
            return count;
          };
          const mark = context.getImageData(box.x, box.y, box.width, box.height).data;
          const all = context.getImageData(0, 0, image.width, image.height).data;
          let lightness = 0;
          for (let i = 0; i < all.length; i += 4)
            lightness += ((all[i] ?? 0) + (all[i + 1] ?? 0) + (all[i + 2] ?? 0)) / 3;
          return {
            own: near(mark, colours.own),
            other: near(mark, colours.other),
            lightness: lightness / (all.length / 4),
          };
        },
        {
          png,
          box: {
            x: Math.round(mark.x),
            y: Math.round(mark.y),
            width: Math.max(1, Math.round(mark.width)),
            height: Math.max(1, Math.round(mark.height)),
          },
          colours: { own, other },
        },
      );
      expect(seen.own, `${name}'s mark is in its own colour`).toBeGreaterThan(100);
      expect(seen.other, `${name}'s mark is not in the other brand's colour`).toBeLessThan(seen.own / 10);
      if (theme === 'dark') expect(seen.lightness, `${name} paints dark`).toBeLessThan(80);
      else expect(seen.lightness, `${name} paints light`).toBeGreaterThan(170);
    }
  });
  test('the welcome hero of a brand without banners promises only the categories it offers', async ({
    page,
    request,
  }) => {
    const merchant = await openMerchant(request, PORT);
    await page.goto(merchant.origin);
    const hero = page.getByRole('region', { name: `Welcome to ${merchant.name}` });
    // No vendor yet: no category is promised.
    await expect(hero).toContainText('Every game, in one lobby.');
    await enableVendor(request, PORT, merchant.code, 'INHOUSE');
    await page.reload();
    await expect(hero).toContainText(/^.*Slots.*, all in one lobby\./);
    await expect(hero).not.toContainText(/sports|live|fishing|poker|lottery/i);
  });
  test("a visitor's log-in and register popups are fetched while the page is idle, before any click", async ({
    page,
  }) => {
    const fetched = Promise.all([
      page.waitForRequest(/\/assets\/login-dialog-[^/]+\.js$/, { timeout: 30_000 }),
      page.waitForRequest(/\/assets\/register-dialog-[^/]+\.js$/, { timeout: 30_000 }),
    ]);
    await page.goto(`http://localhost:${PORT}/`);
    await fetched;
  });
});
