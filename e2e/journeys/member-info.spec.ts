import { PORT } from '../playwright.config.ts';
import { latestCode, openMerchant } from '../support/operator.ts';
import { logInBySmsCode, openLogin, registerByUsername, signOut, uniqueName } from '../support/player.ts';
import { expect, type Page, test } from '../support/test.ts';

const uniqueMobile = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const sections = (page: Page) => page.getByRole('navigation', { name: 'Member center sections' });

test('the message badge goes up when a message arrives and down when it is read', async ({
  page,
  request,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('badge');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');

  await page.goto(`${merchant.origin}/member?tab=messageV2`);
  // The brand's platform messages may already be there for a new member: read them all first, so the
  // badge starts at zero.
  const inbox = page.getByRole('article', { name: 'Messages' });
  await expect(inbox.or(page.getByRole('heading', { name: 'No messages' }))).toBeVisible();
  const readAll = inbox.getByRole('button', { name: 'Mark all as read' });
  if (await readAll.isVisible()) await readAll.click();
  await expect(sections(page).getByRole('link', { name: 'Messages', exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Setting the payment password is a sensitive change: a notice about it arrives.
  await sections(page).getByRole('link', { name: 'Security center' }).click();
  const card = page.getByRole('article', { name: 'Payment password' });
  await card.getByLabel('New payment password').fill('246801');
  await card.getByLabel('Confirm payment password').fill('246801');
  await card.getByRole('button', { name: 'Set payment password' }).click();
  await card.getByLabel('Login password').fill('lucky777');
  await card.getByRole('button', { name: 'Set payment password' }).click();
  const unreadLink = sections(page).getByRole('link', { name: 'Messages (1 unread)' });
  await expect(unreadLink).toBeVisible({ timeout: 15_000 });

  await unreadLink.click();
  const notice = inbox.getByRole('listitem', { name: 'Account notice' });
  await expect(notice).toHaveCount(1);
  await notice.getByRole('button', { name: 'Mark as read' }).click();
  await expect(sections(page).getByRole('link', { name: 'Messages', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(inbox.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
});

test('the account page shows the member, masks nothing it should not, and keeps the chosen avatar', async ({
  page,
  request,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const username = uniqueName('acct');
  await page.goto(merchant.origin);
  await registerByUsername(page, username, 'lucky777');
  await page.goto(`${merchant.origin}/member?tab=accountInfo`);
  // A new member is greeted with the first steps until "Got it".
  const welcome = page.getByRole('region', { name: 'Welcome aboard!' });
  await expect(welcome.getByRole('link', { name: 'Choose an avatar' })).toBeVisible();
  const facts = page.getByRole('article', { name: username });
  await expect(facts).toContainText('This is your first login');
  await expect(facts).toContainText('Not bound');

  await page.getByRole('radio', { name: 'Trophy' }).check();
  await expect(page.getByText('Avatar saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Trophy' })).toBeChecked();
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Trophy' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toHaveCount(0);

  // The header's account button wears the chosen avatar; a new choice shows there at once.
  const accountMenu = page.getByRole('button', { name: `Account menu: ${username}` });
  await accountMenu.click();
  await expect(page.getByRole('img', { name: 'Avatar: Trophy' })).toBeVisible();
  await accountMenu.click();
  await page.getByRole('radio', { name: 'Crown' }).check();
  await expect(page.getByText('Avatar saved')).toBeVisible();
  await accountMenu.click();
  await expect(page.getByRole('img', { name: 'Avatar: Crown' })).toBeVisible();
});

test('with mobile password registration off, a player registers by mobile and code alone and logs in by SMS code', async ({
  page,
  request,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT, {
    flags: { mobileRegistration: true, mobilePasswordRegistration: false },
  });
  const mobile = uniqueMobile();
  await page.goto(merchant.origin);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await expect(register.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(register.getByText('No password needed')).toBeVisible();
  await register.getByLabel('Mobile number').fill(mobile);
  await register.getByRole('button', { name: 'Get code' }).click();
  await expect(register.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 15_000 });
  await register
    .getByLabel('Verification code')
    .fill(await latestCode(request, PORT, merchant.code, 'sms', mobile));
  await register.getByLabel('I am at least 18 years old and I accept the terms and conditions').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${mobile}` })).toBeVisible({
    timeout: 15_000,
  });
  await signOut(page);

  await logInBySmsCode(page, request, PORT, merchant.code, mobile);
});

test('the header searches games of every category from any page, and the member area lists the winners', async ({
  page,
}) => {
  test.slow();
  // The demo brand: the in-house games and the demo winner board the seed records.
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByLabel('Search games').fill('dice');
  await expect(search.getByRole('button', { name: /Play Dice/i }).first()).toBeVisible({ timeout: 15_000 });
  await search.getByLabel('Search games').fill('zzzz-no-such-game');
  await expect(search.getByText('No games found')).toBeVisible();
  await search.getByRole('button', { name: 'Close' }).click();

  const login = await openLogin(page);
  await login.getByLabel('Username').fill('demoplayer');
  await login.getByLabel('Password', { exact: true }).fill('player123');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu:/ })).toBeVisible({ timeout: 15_000 });
  await page.goto('/member?tab=winnerLists');
  const ranking = page.getByRole('list', { name: 'Winner lists' });
  await expect(ranking.getByRole('listitem')).toHaveCount(10, { timeout: 15_000 });
  await expect(ranking.getByRole('listitem').first()).toContainText('12,850.50');
  await page.getByLabel('Category').selectOption({ label: 'Slots' });
  await expect(ranking.getByRole('listitem').first()).toBeVisible();
});
