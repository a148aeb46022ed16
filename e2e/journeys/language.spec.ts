import { PORT } from '../playwright.config.ts';
import { openMerchant } from '../support/operator.ts';
import { expect, test } from '../support/test.ts';

/** A language switch downloads that language's bundle first: on a busy machine, several seconds. */
const SWITCH = { timeout: 30_000 };

test('switching the language changes the visible text and stays on reload', async ({ page, request }) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByLabel('Language')
    .selectOption({ label: '简体中文' });
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', SWITCH);

  await page.reload();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual([
    'CN',
    'CN',
  ]);

  await page
    .getByRole('navigation', { name: '侧边菜单' })
    .getByLabel('语言')
    .selectOption({ label: 'Tiếng Việt' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi', SWITCH);
});

test('the site reads right to left in Arabic, then in Thai and Japanese', async ({ page, request }) => {
  // Three languages, each a bundle of its own to download: more than one page's worth of time.
  test.slow();
  const merchant = await openMerchant(request, PORT, { languages: ['EN', 'AR', 'TH', 'JA'] });
  await page.goto(merchant.origin);
  const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(sideMenu).toBeVisible();
  const languages = sideMenu.getByLabel('Language');
  await expect(languages.getByRole('option')).toHaveText(['English', 'ไทย', '日本語', 'العربية']);

  await languages.selectOption({ label: 'العربية' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl', SWITCH);
  await expect(html).toHaveAttribute('lang', 'ar', SWITCH);
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  // Mirrored: the side menu stands at the right edge, the page is no wider than the window.
  const arabicMenu = page.getByRole('navigation', { name: 'القائمة الجانبية' });
  const box = await arabicMenu.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width - 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath('arabic.png') });

  await arabicMenu.getByLabel('اللغة').selectOption({ label: 'ไทย' });
  await expect(html).toHaveAttribute('dir', 'ltr', SWITCH);
  await expect(html).toHaveAttribute('lang', 'th', SWITCH);
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'เมนูด้านข้าง' })
    .getByLabel('ภาษา')
    .selectOption({ label: '日本語' });
  await expect(html).toHaveAttribute('lang', 'ja', SWITCH);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'サイドメニュー' })).toBeVisible();
});
