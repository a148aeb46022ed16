import { PORT } from '../playwright.config.ts';
import { adjustWallet } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

test('the header balance follows an operator adjustment without a reload or a refetch', async ({
  page,
  request,
}) => {
  const pushes: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().endsWith('/wps/ws')) ws.on('framereceived', (frame) => pushes.push(String(frame.payload)));
  });
  // A new player of Royal Flush (the demo merchant on localhost), registered through the header.
  await page.goto('/');
  await registerByUsername(page, uniqueName('live'), 'lucky777');
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText('0.00');
  // The member's socket is authenticated once it pushed the current balance.
  await expect.poll(() => pushes.some((p) => p.includes('"type":"balance"')), { timeout: 10_000 }).toBe(true);

  const balanceFetches: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/wps/v2/wallets/balance')) balanceFetches.push(req.url());
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await adjustWallet(request, PORT, 'ROYAL', await memberIdOf(page), '250');
  await expect(balance).toContainText('250.00', { timeout: 5_000 });
  await adjustWallet(request, PORT, 'ROYAL', await memberIdOf(page), '-49.5');
  await expect(balance).toContainText('200.50', { timeout: 5_000 });
  expect(pushes.some((p) => p.includes('"balance":"250.0000"'))).toBe(true);
  expect(balanceFetches).toEqual([]);
  expect(navigations).toEqual([]);
});
