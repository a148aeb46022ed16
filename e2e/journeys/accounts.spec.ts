import { IDP_PORT, OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { changeSettings, latestCode, openMerchant, useLocalGoogle } from '../support/operator.ts';
import {
  logInBySmsCode,
  openLogin,
  registerByMobile,
  registerByUsername,
  signOut,
  uniqueName,
} from '../support/player.ts';
import { expect, test } from '../support/test.ts';

const uniqueMobile = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('a player registers by username, signs out, and logs back in with the password remembered', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('player');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await signOut(page);

  let dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('lucky777');
  await dialog.getByLabel('Remember password').check();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: 15_000,
  });
  await signOut(page);

  dialog = await openLogin(page);
  await expect(dialog.getByLabel('Username')).toHaveValue(username);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('lucky777');
});

test('a player registers by mobile with the SMS code, then logs in with a new code', async ({
  page,
  request,
}) => {
  const merchant = await openMerchant(request, PORT, {
    flags: { mobileRegistration: true, smsVerification: true, mobileCodeLogin: true },
  });
  const mobile = uniqueMobile();
  await page.goto(merchant.origin);
  await registerByMobile(page, request, PORT, merchant.code, mobile, 'mobile777');
  await signOut(page);

  // The register code's countdown is per purpose: a login code can be sent at once.
  await logInBySmsCode(page, request, PORT, merchant.code, mobile);
});

test('three wrong passwords bring up the captcha', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('guard');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'right777');
  await signOut(page);

  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await dialog.getByLabel('Password', { exact: true }).fill(`wrong${attempt}xx`);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Username or password is incorrect', {
      timeout: 15_000,
    });
  }
  const captcha = dialog.getByLabel('Captcha', { exact: true });
  await expect(captcha).toBeVisible();
  // The player reads the image before typing what it shows.
  await expect(dialog.getByRole('button', { name: 'Refresh image' }).locator('img')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('right777');
  await captcha.fill('ZZZZ');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Captcha check failed', { timeout: 15_000 });
});

test('a player who forgot the password gets an email link, chooses a new password and logs in with it', async ({
  page,
  request,
}) => {
  // Registration's proof of work, the e-mail round trip and three logins: slow on a busy machine.
  test.setTimeout(180_000);
  const merchant = await openMerchant(request, PORT);
  await changeSettings(request, PORT, merchant.code, {
    registerFields: {
      email: {
        enabled: true,
        required: true,
        acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        minLength: 5,
        maxLength: 64,
        patternId: 'EMAIL',
      },
    },
  });
  const username = uniqueName('forget');
  const email = `${username}@mail.example`;
  await page.goto(merchant.origin);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Password', { exact: true }).fill('first777');
  await register.getByLabel('Confirm password').fill('first777');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await register.getByRole('button', { name: 'Register' }).click();
  // The human check's proof of work runs first: slow on a busy machine.
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: 60_000,
  });
  await signOut(page);

  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  // An account with nothing to send a link or code to is told so and pointed to customer service.
  await forgot.getByLabel('Username').fill(uniqueName('nomail'));
  await forgot.getByRole('button', { name: 'Continue' }).click();
  await expect(
    forgot.getByRole('heading', { name: 'This account cannot be recovered online' }),
  ).toBeVisible();
  await forgot.getByRole('button', { name: 'Use another username' }).click();
  // Only the methods this account can use, with the address masked.
  await forgot.getByLabel('Username').fill(username);
  await forgot.getByRole('button', { name: 'Continue' }).click();
  await expect(forgot.getByText('This account can be recovered by e-mail only.')).toBeVisible();
  await expect(forgot.getByText(`We will e-mail a link to ${username[0]}***@mail.example`)).toBeVisible();
  await expect(forgot.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
  await forgot.getByLabel('Email address').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  // Asking changes nothing yet: only the owner of the mailbox can go on.
  await expect(forgot.getByRole('status').filter({ hasText: 'We have e-mailed you a link.' })).toBeVisible();

  const outbox = await request.get(
    `http://localhost:${PORT}/admin/api/merchants/${merchant.code}/outbox?channel=email&destination=${encodeURIComponent(email)}&limit=1`,
    { headers: { 'x-admin-key': OPERATOR_KEY } },
  );
  const link = ((await outbox.json()).value[0].body as string).match(
    /https?:\/\/\S+reset-password\?token=\S+/,
  )?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second777');
  await page.getByLabel('Confirm new password').fill('second777');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('third777');
  await page.getByLabel('Confirm new password').fill('third777');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();

  await page.goto(merchant.origin);
  const again = await openLogin(page);
  await again.getByLabel('Username').fill(username);
  await again.getByLabel('Password', { exact: true }).fill('second777');
  await again.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible({
    timeout: 15_000,
  });
});

test('a player who forgot the password resets it by phone and is logged in', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT, {
    flags: { mobileRegistration: true, smsVerification: true, forgotPasswordByPhone: true },
  });
  const mobile = uniqueMobile();
  await page.goto(merchant.origin);
  await registerByMobile(page, request, PORT, merchant.code, mobile, 'before777');
  await signOut(page);

  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Username').fill(mobile);
  await forgot.getByRole('button', { name: 'Continue' }).click();
  // No e-mail on this account: no e-mail recovery is offered, and the dialog says why.
  await expect(
    forgot.getByText('This account has no e-mail address, so it can be recovered by text message only.'),
  ).toBeVisible();
  await expect(forgot.getByLabel('Email address')).toHaveCount(0);
  await forgot.getByLabel('Mobile number').fill(mobile);
  await forgot.getByRole('button', { name: 'Get code' }).click();
  await expect(forgot.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 15_000 });
  await forgot
    .getByLabel('Verification code')
    .fill(await latestCode(request, PORT, merchant.code, 'sms', mobile));
  await forgot.getByLabel('New password', { exact: true }).fill('after7777');
  await forgot.getByLabel('Confirm new password').fill('after7777');
  await forgot.getByRole('button', { name: 'Reset password and log in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${mobile}` })).toBeVisible({
    timeout: 15_000,
  });
});

test('an agent logs in at /agent and reaches the agent centre; a member is refused there', async ({
  page,
}) => {
  await page.goto(`http://localhost:${PORT}/agent`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill('demoplayer');
  await form.getByLabel('Password', { exact: true }).fill('player123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Non-agents cannot log in')).toBeVisible({ timeout: 15_000 });

  await form.getByLabel('Username').fill('demoagent');
  await form.getByLabel('Password', { exact: true }).fill('agent123');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`http://localhost:${PORT}/agentHome`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Agent center' })).toBeVisible();
});

test('a player signs in with one click through the Google stand-in', async ({ page, request }) => {
  const merchant = await openMerchant(request, PORT);
  await useLocalGoogle(request, PORT, IDP_PORT, merchant.code);
  await page.goto(merchant.origin);
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${IDP_PORT}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill('oneclick');
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('button', { name: 'Account menu: Player oneclick' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(`${merchant.origin}/`);
});
