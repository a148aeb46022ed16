import { PORT } from '../playwright.config.ts';
import { changeSettings, openMerchant } from '../support/operator.ts';
import { expect, test } from '../support/test.ts';

test('the operator puts the site into maintenance and back', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await page.goto(merchant.origin);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${merchant.name}` })).toBeVisible();

  await changeSettings(request, PORT, merchant.code, { maintenance: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We are doing some maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await changeSettings(request, PORT, merchant.code, { maintenance: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${merchant.name}` })).toBeVisible();
});

test('the operator blocks the visitor address range and the site says so, showing the address', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  await changeSettings(request, PORT, merchant.code, { blockedCidrs: ['127.0.0.0/8'] });
  await page.goto(merchant.origin);
  await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
  await expect(page.getByText(/Your IP address: 127\.\d+\.\d+\.\d+/)).toBeVisible();

  // Maintenance takes priority over the region block.
  await changeSettings(request, PORT, merchant.code, { maintenance: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We are doing some maintenance' })).toBeVisible();
});
