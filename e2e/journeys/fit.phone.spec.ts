import { setUpForWithdrawals } from '../support/money.ts';
import { expect, type Page, test } from '../support/test.ts';
import { fundedMember } from '../support/wallet.ts';

/**
 * Issue #24, fit on a phone: every control of the withdraw, deposit and crash pages can be tapped
 * (nothing floats over it: not the customer-service button, not the tab bar, not the header), the
 * customer-service button steps aside while a field has focus, and the tab bar takes the player
 * around.
 */

type TCovered = { control: string; hit: string };

/**
 * Scrolls each visible control of `root` (a selector) to the middle of the screen, or as far as the
 * page lets it near the end, and asks which element is at its centre: the control itself, something
 * inside it or its own label is a tap that reaches it; anything else covers it.
 */
function coveredControls(root: string): TCovered[] {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  const covered: TCovered[] = [];
  const scope = document.querySelector(root);
  if (!scope) return [{ control: root, hit: 'no such root' }];
  for (const control of scope.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')) {
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    control.scrollIntoView({ block: 'center', inline: 'center' });
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) continue; // off screen sideways (a strip that scrolls): not a cover
    const label = hit.closest('label');
    const reaches =
      hit === control ||
      control.contains(hit) ||
      (label !== null && (label.control === control || label.contains(control)));
    if (!reaches) covered.push({ control: describe(control), hit: describe(hit) });
  }
  return covered;
}

async function expectEveryControlReachable(page: Page, root: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(coveredControls, root)).toEqual([]);
}

test('on a phone nothing covers a control of the withdraw, deposit and crash pages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fundedMember(page, request, '100', 'fit');
  const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
  const customerService = page.getByRole('button', { name: 'Customer service' });

  // The tab bar's wallet opens the deposit page (from the home page the new member lands on).
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Account menu:/ })).toBeVisible({ timeout: 30_000 });
  await tabBar.getByRole('link', { name: 'Wallet' }).click();
  // The member centre's code loads first (over 10 s on a busy machine), then the address changes.
  await expect(page).toHaveURL(/tab=deposit/, { timeout: 30_000 });
  const amount = page
    .getByRole('main')
    .getByRole('textbox', { name: /Amount/ })
    .first();
  await expect(amount).toBeVisible({ timeout: 15_000 });
  await expect(tabBar.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  await expectEveryControlReachable(page, 'main');
  // Typing an amount: the floating button steps aside, and comes back after.
  await expect(customerService).toBeVisible();
  await amount.focus();
  await expect(customerService).toBeHidden();
  await amount.blur();
  await expect(customerService).toBeVisible();

  // Withdraw, first the set-up steps (payment password), then the form with a bound account.
  await page.goto('/member?tab=withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 2 })).toBeVisible({ timeout: 15_000 });
  await expectEveryControlReachable(page, 'main');
  await setUpForWithdrawals(page, '135790');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 2 })).toBeVisible({ timeout: 15_000 });
  await expectEveryControlReachable(page, 'main');
  await expectEveryControlReachable(page, '.tab-bar');

  // Crash, in the immersive game page: no tab bar or floating button, and every control of the game
  // is reachable both on the page (nothing over the frame) and inside the frame.
  await page.goto('/bgs?vassalage=INHOUSE');
  await page.getByRole('button', { name: 'Play Crash' }).first().click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frameElement = page.locator('iframe[title="Crash"]');
  const game = page.frameLocator('iframe[title="Crash"]');
  await expect(game.getByRole('button', { name: 'Place bet' })).toBeVisible({ timeout: 20_000 });
  await expect(tabBar).toHaveCount(0);
  await expect(customerService).toHaveCount(0);
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no crash frame');
  expect(await frame.evaluate(coveredControls, 'body')).toEqual([]);
  // The frame's own controls, seen from the page: the frame is what is at each one's centre.
  const frameBox = await frameElement.boundingBox();
  if (!frameBox) throw new Error('crash frame has no box');
  const centres = await frame.evaluate(() =>
    [...document.querySelectorAll('button, input, select')].map((el) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, w: box.width };
    }),
  );
  const hits = await page.evaluate(
    ({ centres, frameBox }) =>
      centres
        .filter((c) => c.w > 0 && c.y < frameBox.height && c.x < frameBox.width)
        .map((c) => document.elementFromPoint(frameBox.x + c.x, frameBox.y + c.y)?.tagName ?? 'none'),
    { centres, frameBox },
  );
  expect(hits.length).toBeGreaterThan(0);
  expect(new Set(hits)).toEqual(new Set(['IFRAME']));
  // The Place bet button (Cash out takes its place in a round) is on screen without scrolling.
  const placeBet = await game.getByRole('button', { name: 'Place bet' }).boundingBox();
  expect(placeBet).not.toBeNull();
  expect((placeBet?.y ?? 0) + (placeBet?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
});

test('on a phone the tab bar leads home, to the games and to promotions, and a visitor’s account tab asks to log in', async ({
  page,
}) => {
  await page.goto('/promotions');
  const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(tabBar.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  await tabBar.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/rng/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible({ timeout: 30_000 });
  // Header icons are 44 × 44 at least on a phone.
  for (const name of ['Search games', 'Open menu']) {
    const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await tabBar.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await tabBar.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Flush Casino' })).toBeVisible({
    timeout: 30_000,
  });
});
