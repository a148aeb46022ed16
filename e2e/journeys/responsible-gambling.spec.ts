import { Buffer } from 'node:buffer';
import { crc32, deflateSync } from 'node:zlib';
import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { setUpForWithdrawals } from '../support/money.ts';
import { adjustWallet, openMerchant } from '../support/operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from '../support/player.ts';
import { expect, type Page, test } from '../support/test.ts';
import { fundedMember } from '../support/wallet.ts';

/**
 * Issue 20: a member's own limits, the reality check over a game, and identity verification before
 * a large withdrawal. Each journey registers its own player.
 */
const ADMIN = { 'x-admin-key': OPERATOR_KEY };
test.beforeEach(() => test.slow());

async function openResponsibleGambling(page: Page) {
  await page.goto('/member?tab=responsibleGambling');
  // A member-centre chunk on a busy machine can take a while the first time.
  await expect(page.getByRole('heading', { name: 'Responsible gambling', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
}

test('a member sets a daily deposit limit and a deposit above it is refused', async ({ page }) => {
  await page.goto('/');
  await registerByUsername(page, uniqueName('limit'), 'lucky777');
  await openResponsibleGambling(page);
  await expect(page.getByText('You must be 18 or older to play')).toBeVisible();

  const daily = page.getByRole('form', { name: 'Deposit limit per day' });
  await daily.getByLabel('Deposit limit per day: New limit').fill('50');
  await daily.getByRole('button', { name: 'Save' }).click();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Deposit limit per day' }) });
  // The first save of a fresh server can wait on a busy machine.
  await expect(row.getByText('Limit saved')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('$ 50.00');

  await page.goto('/member?tab=depositv2');
  await page.getByLabel('Amount').fill('80');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('This goes over a limit you set for yourself')).toBeVisible();
});

test('the reality check shows over the game after the chosen minutes, with time played and the result', async ({
  page,
  request,
}) => {
  // The page's clock is ours: fifteen minutes of play pass in a moment.
  await page.clock.install();
  await fundedMember(page, request, '100', 'reality');
  await openResponsibleGambling(page);
  await page.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
  await expect(page.getByText('Reality check saved')).toBeVisible();

  await page.goto('/rng?vassalage=INHOUSE');
  await page.getByRole('button', { name: 'Play Fruit Fiesta' }).first().click();
  const game = page.frameLocator('iframe[title="Fruit Fiesta"]');
  await expect(game.getByRole('heading', { name: 'Fruit Fiesta' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toHaveCount(0);

  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have played for \d+ minutes/);
  await expect(check).toContainText('Net result this session');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('15:00');
  await page
    .getByRole('alertdialog', { name: 'Reality check' })
    .getByRole('button', { name: 'Leave the game' })
    .click();
  await expect(page).not.toHaveURL(/\/seamless/);
});

/** A small real png (an ID-card-coloured block): the server decodes and re-encodes what it gets. */
function idImage(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [64, 40];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const ID_IMAGE = idImage();

test('a member uploads ID, the operator approves it, and the withdrawal above the threshold goes through', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  const rules = await request.put(`http://localhost:${PORT}/admin/api/merchants/${merchant.code}/kyc/rules`, {
    headers: ADMIN,
    data: { withdrawalThreshold: '100', depositThreshold: null },
  });
  expect(rules.status()).toBe(200);
  await page.goto(merchant.origin);
  await registerByUsername(page, uniqueName('kyc'), 'lucky777');
  await adjustWallet(request, PORT, merchant.code, await memberIdOf(page), '500');
  await setUpForWithdrawals(page, '246801');

  await page.goto(`${merchant.origin}/member?tab=withdraw`);
  await expect(page.getByText('Withdrawals above $ 100.00 need a verified identity.')).toBeVisible();
  await page.getByLabel('Amount').fill('150');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Verify your identity first')).toBeVisible();
  await page.getByRole('link', { name: 'Verify now' }).first().click();

  await expect(page.getByRole('heading', { name: 'Verify identity', level: 2 })).toBeVisible();
  await page.getByLabel('Full name (as on your ID)').fill('Noor Haddad');
  await page.getByLabel('ID number').fill('A1234567');
  await page
    .getByLabel('ID front')
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: ID_IMAGE });
  await page
    .getByLabel('Selfie with ID')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: ID_IMAGE });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible();

  // The operator's review queue holds the submission; the operator approves it.
  const queue = await request.get(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/kyc?status=pending`,
    {
      headers: ADMIN,
    },
  );
  const [submission] = ((await queue.json()) as { value: { id: string; fullName: string }[] }).value;
  expect(submission?.fullName).toBe('Noor Haddad');
  const approved = await request.post(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/kyc/${submission?.id}/decision`,
    { headers: ADMIN, data: { decision: 'approve' } },
  );
  expect(approved.status()).toBe(200);

  await page.reload();
  await expect(page.getByText('Verified as Noor Haddad')).toBeVisible();
  await page.goto(`${merchant.origin}/member?tab=withdraw`);
  await page.getByLabel('Amount').fill('150');
  await page.getByLabel('Payment password', { exact: true }).fill('246801');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Withdrawal of $ 150.00 requested' }),
  ).toBeVisible();
});
