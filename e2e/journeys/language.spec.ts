import { PORT } from '../playwright.config.ts';
import { openMerchant } from '../support/operator.ts';
import { expect, test } from '../support/test.ts';

test('switching the language changes the visible text and stays on reload', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByLabel('Language')
    .selectOption({ label: '简体中文' });
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

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
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
