import { deflateSync } from 'node:zlib';
import { PORT } from '../playwright.config.ts';
import { addOperator, signInToConsole } from '../support/console.ts';
import { setUpForWithdrawals } from '../support/money.ts';
import { adjustWallet, openMerchant } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/** A PNG of one colour, as a design tool would export a banner (no library: chunks, CRC, deflate). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function memberWithPendingWithdrawal(
  page: Page,
  request: APIRequestContext,
  merchant: { code: string; origin: string },
) {
  const username = uniqueName('cash');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '500');
  await setUpForWithdrawals(page, '246801');
  await page.evaluate(async () => {
    const response = await fetch('/wps/wallet/withdrawals', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-token': sessionStorage.getItem('token') ?? '',
      },
      body: JSON.stringify({ amount: '120', paymentPassword: '246801', idempotencyKey: crypto.randomUUID() }),
    });
    if (!response.ok) throw new Error(await response.text());
  });
  return username;
}

test('a finance operator signs in with TOTP and pays out a withdrawal the member then sees paid', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const console = await signInToConsole(
    browser,
    merchant.origin,
    await addOperator(request, merchant.code, 'finance'),
  );
  await expect(console.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(console.getByRole('listitem', { name: 'Registrations' })).toContainText('0');

  const player = await memberWithPendingWithdrawal(page, request, merchant);
  await console.reload();
  await expect(console.getByRole('listitem', { name: 'Registrations' })).toContainText('1');
  await console.screenshot({ path: test.info().outputPath('console-dashboard.png') });
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Finance' }).click();
  await expect(console.getByRole('tab', { name: 'Withdrawals', selected: true })).toBeVisible();
  const row = console
    .getByRole('table', { name: 'Withdrawals' })
    .getByRole('row', { name: `${player} 120.00` });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);
  await console.getByLabel('Status').selectOption({ label: 'Paid out' });
  await expect(
    console.getByRole('table', { name: 'Withdrawals' }).getByRole('row', { name: `${player} 120.00` }),
  ).toContainText('Paid out');
  await console.screenshot({ path: test.info().outputPath('console-finance.png') });

  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  const requests = page.getByRole('list', { name: 'Withdrawal requests' });
  await expect(requests.getByRole('listitem', { name: '$ 120.00 · Paid out' })).toBeVisible();
});

test('a customer-service operator looks a player up but cannot adjust the balance', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const player = uniqueName('look');
  await page.goto(merchant.origin);
  await registerByUsername(page, player, 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '75');
  const console = await signInToConsole(
    browser,
    merchant.origin,
    await addOperator(request, merchant.code, 'customer_service'),
  );

  // No dashboard for customer service: the console opens on the first section its role has.
  await expect(console.getByRole('heading', { name: 'Players' })).toBeVisible();
  await console.getByLabel('Search players').fill(player.slice(0, 6));
  await console.getByRole('button', { name: 'Search' }).click();
  await console.getByRole('table', { name: 'Players' }).getByRole('link', { name: player }).click();
  await expect(console.getByRole('heading', { name: player })).toBeVisible();
  await expect(console.getByRole('region', { name: 'Balance' })).toContainText('75.00');
  await expect(console.getByRole('table', { name: 'Wallet movements' })).toContainText('adjustment');
  await expect(console.getByText('Your role cannot adjust balances.')).toBeVisible();
  await expect(console.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
  await expect(console.getByRole('button', { name: 'Lock player' })).toHaveCount(0);
  await console.screenshot({ path: test.info().outputPath('console-player.png') });
  await console.getByRole('button', { name: 'Light theme' }).click();
  await console.setViewportSize({ width: 1024, height: 768 });
  await console.screenshot({ path: test.info().outputPath('console-player-light-tablet.png') });

  // The server refuses it too, naming the permission, whatever the page shows.
  const refused = await console.evaluate(
    async (memberId) => {
      const me = await fetch('/admin/api/auth/me', {
        headers: { authorization: `Bearer ${sessionStorage.getItem('console-token')}` },
      }).then((r) => r.json());
      const response = await fetch(`/admin/api/merchants/${me.value.merchantCode}/wallet/adjustments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('console-token')}`,
        },
        body: JSON.stringify({
          memberId,
          amount: '1000',
          idempotencyKey: crypto.randomUUID(),
          reason: 'try',
        }),
      });
      return { status: response.status, body: await response.json() };
    },
    await memberIdOf(page),
  );
  expect(refused).toMatchObject({
    status: 403,
    body: { code: 'FORBIDDEN', value: { permission: 'players.balance' } },
  });
});

test('a content operator uploads a banner, previews it and publishes it to the player home', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const title = 'Weekend reload 50%';
  await page.goto(merchant.origin);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('img', { name: title })).toHaveCount(0);
  const console = await signInToConsole(
    browser,
    merchant.origin,
    await addOperator(request, merchant.code, 'content'),
  );

  // Content is the first section a content operator has: the console opens on it.
  await expect(console.getByRole('heading', { name: 'Content' })).toBeVisible();
  await console.getByRole('button', { name: 'New banner' }).click();
  await console.getByRole('button', { name: 'Preview' }).click();
  await expect(console.getByText('Upload a picture first.')).toBeVisible();

  // A file that only claims to be a png: the server reads its bytes and refuses it.
  const picture = console.getByLabel('Banner picture');
  await picture.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  await expect(console.getByRole('alert')).toHaveText('Upload a png or jpg image of at most 2 MB');
  await picture.setInputFiles({
    name: 'weekend.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 400, [123, 44, 191]),
  });
  await expect(console.getByRole('img', { name: 'Uploaded' })).toBeVisible();
  await console.getByLabel('Title').fill(title);
  await console.getByRole('button', { name: 'Preview' }).click();
  const preview = console.getByRole('figure', { name: 'Banner preview' });
  await expect(preview.getByRole('img', { name: title })).toBeVisible();
  await console.screenshot({ path: test.info().outputPath('console-banner-preview.png') });

  // Previewed, not yet published: the players do not see it.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('img', { name: title })).toHaveCount(0);

  await console.getByRole('button', { name: 'Publish banner' }).click();
  const row = console.getByRole('table', { name: 'Banners' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Home carousel');
  await console.screenshot({ path: test.info().outputPath('console-banners.png') });

  await page.reload();
  const shown = page.getByRole('img', { name: title });
  await expect(shown).toBeVisible();
  expect(await shown.getAttribute('src')).toMatch(/^\/content-images\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.screenshot({ path: test.info().outputPath('home-with-banner.png') });

  // The same screens in the light theme on a tablet, and the games a content operator also runs.
  await console.getByRole('button', { name: 'Light theme' }).click();
  await console.setViewportSize({ width: 1024, height: 768 });
  await console.screenshot({ path: test.info().outputPath('console-banners-light-tablet.png') });
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Games' }).click();
  await expect(console.getByRole('table', { name: 'Vendors' })).toBeVisible();
  await console.screenshot({ path: test.info().outputPath('console-games-light-tablet.png') });
});

test('an owner adds an operator and creates a scoped API token whose secret shows once, then revokes it', async ({
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const console = await signInToConsole(
    browser,
    merchant.origin,
    await addOperator(request, merchant.code, 'owner'),
  );
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
  const newName = uniqueName('cs-').toLowerCase();
  const add = console.getByRole('form', { name: 'Add an operator' });
  await add.getByLabel("New operator's username").fill(newName);
  await add.getByLabel('First password').fill('short');
  await add.getByRole('button', { name: 'Add operator' }).click();
  await expect(add.getByText('At least 10 characters with a letter and a digit.')).toBeVisible();
  await add.getByLabel('First password').fill('Support-pass-1');
  await add.getByLabel('Role').selectOption('customer_service');
  await add.getByRole('button', { name: 'Add operator' }).click();
  const row = console
    .getByRole('table', { name: 'Operators' })
    .getByRole('row', { name: new RegExp(newName) });
  await expect(row).toContainText('Not set up yet');

  await console.getByRole('tab', { name: 'API tokens' }).click();
  const form = console.getByRole('form', { name: 'Create an API token' });
  await form.getByLabel('Token name').fill('Nightly export');
  await form.getByLabel('players.read').check();
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = await console.getByLabel('New token secret').inputValue();
  expect(secret.length).toBeGreaterThan(20);
  await console.screenshot({ path: test.info().outputPath('console-tokens.png') });

  // The token works for what it holds and nothing else, until it is revoked.
  const players = `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/players`;
  const headers = { authorization: `Bearer ${secret}` };
  expect((await request.get(players, { headers })).status()).toBe(200);
  const audit = await request.get(`http://localhost:${PORT}/admin/api/merchants/${merchant.code}/audit`, {
    headers,
  });
  expect(audit.status()).toBe(403);
  await console.getByRole('button', { name: 'I have copied it' }).click();
  await expect(console.getByLabel('New token secret')).toHaveCount(0);
  console.once('dialog', (dialog) => void dialog.accept());
  await console.getByRole('button', { name: 'Revoke Nightly export' }).click();
  await expect(
    console.getByRole('table', { name: 'API tokens' }).getByRole('row', { name: /Nightly export/ }),
  ).toContainText('Revoked');
  expect((await request.get(players, { headers })).status()).toBe(401);
});
