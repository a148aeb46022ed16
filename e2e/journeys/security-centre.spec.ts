import type { Locator } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { latestCode, openMerchant } from '../support/operator.ts';
import { memberIdOf, openLogin, registerByUsername, signOut, uniqueName } from '../support/player.ts';
import { closesPublicPopups, expect, type Page, test } from '../support/test.ts';

/** What Google Authenticator would show for this secret, `stepsAhead` 30-second steps from now. */
function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Screenshots of the security centre for review, when E2E_SCREENSHOTS names a folder. */
async function screenshot(page: Page, name: string, focus?: Locator) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const desktop = page.viewportSize();
  for (const [device, size] of [
    ['desktop', desktop ?? { width: 1280, height: 720 }],
    ['phone', { width: 412, height: 915 }],
  ] as const) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      // Theme changes animate; a screenshot wants the settled colours.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
      );
      await page.screenshot({ path: `${folder}/${name}-${device}-${theme}.png` });
    }
  }
  if (desktop) await page.setViewportSize(desktop);
}

test('a member binds and changes an email and turns on Google Authenticator; a login from a new address asks for its code', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('totp');
  const email = `${username}@example.com`;
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await page.goto(`${merchant.origin}/member?tab=securityCenter`);

  // Bind an email: the code goes to the new address, the login password confirms the change.
  const emailCard = page.getByRole('article', { name: 'Email' });
  await emailCard.getByRole('button', { name: 'Add email' }).click();
  await emailCard.getByLabel('New email address').fill(email);
  await emailCard.getByRole('button', { name: 'Get code' }).click();
  await expect(emailCard.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 15_000 });
  await emailCard
    .getByLabel('Code sent to the new address')
    .fill(await latestCode(request, PORT, merchant.code, 'email', email));
  await emailCard.getByLabel('Login password').fill('lucky777');
  await screenshot(page, 'security-centre-email', emailCard);
  await emailCard.getByRole('button', { name: 'Save' }).click();
  await expect(emailCard.getByText('Saved. We sent you a security notice.')).toBeVisible({ timeout: 15_000 });
  await expect(emailCard).toContainText(`${username[0]}***@example.com`);
  await expect(emailCard.getByRole('button', { name: 'Change email' })).toBeVisible();

  // Changing it takes a code to the new address and one to the current address (nothing else
  // is offered), and pauses withdrawals.
  const nextEmail = `${username}.new@example.com`;
  await emailCard.getByRole('button', { name: 'Change email' }).click();
  await emailCard.getByLabel('New email address').fill(nextEmail);
  const proof = emailCard.getByRole('group', { name: 'Confirm it’s you' });
  await expect(proof.getByLabel('Login password')).toHaveCount(0);
  await expect(emailCard.getByText('withdrawals pause for a while after this change')).toBeVisible();
  await emailCard.getByRole('button', { name: 'Get code' }).first().click();
  await expect(emailCard.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 15_000 });
  await emailCard
    .getByLabel('Code sent to the new address')
    .fill(await latestCode(request, PORT, merchant.code, 'email', nextEmail));
  await proof.getByRole('button', { name: 'Get code' }).click();
  await expect(emailCard.getByRole('button', { name: /Resend in \d+ s/ })).toHaveCount(2, {
    timeout: 15_000,
  });
  await proof
    .getByLabel(`Code sent to ${username[0]}***@example.com`)
    .fill(await latestCode(request, PORT, merchant.code, 'email', email));
  await emailCard.getByRole('button', { name: 'Save' }).click();
  await expect(emailCard.getByText('Saved. We sent you a security notice.')).toBeVisible({ timeout: 15_000 });
  await expect(emailCard).toContainText(`${username[0]}***@example.com`);
  await expect(page.getByText('Withdrawals on hold')).toBeVisible();
  const stored = await request.get(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/sensitiveChanges?memberId=${await memberIdOf(page)}`,
    { headers: { 'x-admin-key': OPERATOR_KEY } },
  );
  const changes = (await stored.json()).value.list as { kind: string; proof: string; isHolding: boolean }[];
  expect(changes[0]).toMatchObject({ kind: 'email_change', proof: 'email', isHolding: true });

  // Turn on Google Authenticator: the QR code and the key show once; a code from the app confirms.
  const totpCard = page.getByRole('article', { name: 'Google Authenticator' });
  await expect(totpCard).toContainText('Off');
  await totpCard.getByRole('button', { name: 'Set up Google Authenticator' }).click();
  await expect(totpCard.getByRole('img', { name: 'QR code for Google Authenticator' })).toBeVisible();
  const secret = await totpCard.getByLabel('Setup key').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshot(page, 'security-centre-totp-setup', totpCard);
  // A wrong code is refused, and nothing is on.
  const wrong = authenticatorCode(secret) === '000000' ? '111111' : '000000';
  await totpCard.getByLabel('Code from the app').fill(wrong);
  await totpCard.getByRole('button', { name: 'Turn on' }).click();
  await expect(totpCard.getByRole('alert')).toContainText('The authenticator code is incorrect');
  await totpCard.getByLabel('Code from the app').fill(authenticatorCode(secret));
  await totpCard.getByRole('button', { name: 'Turn on' }).click();
  await expect(totpCard.getByText('Google Authenticator is on.')).toBeVisible({ timeout: 15_000 });
  await expect(totpCard.getByRole('button', { name: 'Turn off' })).toBeVisible();
  // The secret is not shown again.
  await expect(totpCard.getByLabel('Setup key')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Security notices' })).toContainText(
    'Google Authenticator was turned on.',
  );
  await screenshot(page, 'security-centre-totp-on', totpCard);
  await signOut(page);

  // The same member from another address: the password is not enough, the app's code is asked.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });
  try {
    const away = await closesPublicPopups(await elsewhere.newPage());
    await away.goto(merchant.origin);
    const login = await openLogin(away);
    await login.getByLabel('Username').fill(username);
    await login.getByLabel('Password', { exact: true }).fill('lucky777');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('heading', { name: "Verify it's you" })).toBeVisible({ timeout: 15_000 });
    // The authenticator is the only way offered: no code by email stands in for it.
    await expect(login.getByRole('radio', { name: 'Google Authenticator' })).toBeChecked();
    await expect(login.getByRole('radio')).toHaveCount(1);
    await screenshot(away, 'login-new-address-totp');
    // The code that turned it on is used up: the app's next code logs in.
    await login.getByLabel('Authenticator code').fill(authenticatorCode(secret, 1));
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(away.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await elsewhere.close();
  }
});
