import { OPERATOR_KEY, PORT } from '../playwright.config.ts';
import { openLogin } from '../support/player.ts';
import {
  type APIRequestContext,
  type Browser,
  closesPublicPopups,
  expect,
  type Page,
  test,
} from '../support/test.ts';
import { fundMember, registerJourneyVendor, vendorCall } from '../support/vendor.ts';

/** The demo merchant (ROYAL on localhost) and its demo agent, seeded with SEED_DEMO. */
const SITE = `http://localhost:${PORT}`;
const MERCHANT = 'ROYAL';
const TOP_AGENT = { username: 'demoagent', password: 'agent123' };
const admin = { 'x-admin-key': OPERATOR_KEY };

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

/** Logs in on the agent page /agent and lands in the agent center. */
async function agentLogin(page: Page, username: string, password: string) {
  await page.goto(`${SITE}/agent`);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/agentHome`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Agent center' })).toBeVisible();
}

/** Opens an agent-center page from the agent menu. */
async function openAgentPage(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Agent menu' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Creates a downline account in the register center. */
async function registerDownline(page: Page, type: 'Member' | 'Agent', username: string, password: string) {
  await openAgentPage(page, 'Register account');
  const form = page.getByRole('region', { name: 'Register account' });
  await form.getByRole('radio', { name: type, exact: true }).check();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText(`${username} is now in your team.`)).toBeVisible({ timeout: 15_000 });
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return closesPublicPopups(await context.newPage());
}

/** The member id the agent API gives for a downline username (the vendor's player id needs it). */
async function downlineMemberId(request: APIRequestContext, agentPage: Page, username: string) {
  const token = await agentPage.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get(`${SITE}/wps/agent/team/downline?username=${username}`, {
    headers: { 'x-session-token': token ?? '' },
  });
  const body = (await response.json()) as { value: { list: { id: string; username: string }[] } };
  const member = body.value.list.find((row) => row.username === username);
  if (!member) throw new Error(`${username} is not in the downline: ${JSON.stringify(body)}`);
  return member.id;
}

/** Offers a direct downline agent a flat daily salary from the "Daily wages" page. */
async function offerDailyWages(page: Page, downline: string, rate: string, cap: RegExp) {
  await openAgentPage(page, 'Daily wages');
  const offer = page.getByRole('region', { name: 'Offer a contract' });
  await offer.getByLabel('Downline agent').selectOption(downline);
  await expect(offer.getByText(cap).first()).toBeVisible();
  await offer.getByLabel('Rate % (Tier 1)').fill(rate);
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText(`Offer sent to ${downline}.`)).toBeVisible({ timeout: 15_000 });
  const offered = page.getByRole('region', { name: 'Contracts I offered' });
  await expect(offered.getByRole('row', { name: new RegExp(downline) })).toContainText('Pending');
}

/** A downline agent logs in, follows the "offer waits" notice and accepts the offer of `rate`. */
async function acceptOffer(page: Page, from: string, rate: RegExp) {
  await expect(page.getByText('1 contract offer waits for your answer')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Review' }).click();
  const incoming = page.getByRole('region', { name: 'Offers for you' });
  await expect(incoming.getByRole('cell', { name: rate })).toBeVisible();
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(incoming.getByText('Contract accepted.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'My contract' })).toContainText(`From ${from}`);
}

test('an agent recruits a downline agent, contracts a daily salary and sees the payment with its inputs', async ({
  browser,
  page,
  request,
}) => {
  // Three agents and a player sign in (each solving the human-verification puzzle) on four pages.
  test.setTimeout(360_000);
  // Setup: the operator gives the demo agent a daily salary of 2 % from the house, and the demo
  // agent recruits a fresh agent with 1 % of it (so the journey's agent has a team of its own only).
  const grant = await request.post(`${SITE}/admin/api/merchants/${MERCHANT}/agents/contracts`, {
    headers: admin,
    data: {
      username: TOP_AGENT.username,
      kind: 'dailySalary',
      tiers: [{ minValidBet: '0', minLoss: '0', minActiveMembers: 0, rate: '2' }],
    },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const agent = { username: unique('aga'), password: 'agent777' };
  const setupPage = await newPage(browser);
  await agentLogin(setupPage, TOP_AGENT.username, TOP_AGENT.password);
  await registerDownline(setupPage, 'Agent', agent.username, agent.password);
  await offerDailyWages(setupPage, agent.username, '1', /Your rate here: 2(\.0+)? %/);

  // The agent logs in at /agent, accepts its own contract, and registers a downline agent.
  await agentLogin(page, agent.username, agent.password);
  await acceptOffer(page, TOP_AGENT.username, /^1(\.0+)? %$/);
  const downline = { username: unique('agb'), password: 'downline77' };
  await registerDownline(page, 'Agent', downline.username, downline.password);

  // It offers that downline a daily salary of 0.4 %, within its own 1 %.
  await offerDailyWages(page, downline.username, '0.4', /Your rate here: 1(\.0+)? %/);

  // The downline logs in, is told about the offer, and accepts it.
  const downlinePage = await newPage(browser);
  await agentLogin(downlinePage, downline.username, downline.password);
  await acceptOffer(downlinePage, agent.username, /^0\.40* %$/);

  // The downline agent opens a player account in its own team; the player logs in on the site.
  const player = { username: unique('plm'), password: 'player77' };
  await registerDownline(downlinePage, 'Member', player.username, player.password);
  const playerPage = await newPage(browser);
  await playerPage.goto(SITE);
  const login = await openLogin(playerPage);
  await login.getByLabel('Username').fill(player.username);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(playerPage.getByRole('button', { name: `Account menu: ${player.username}` })).toBeVisible({
    timeout: 20_000,
  });

  // The player bets 500 in two rounds through a game vendor's signed wallet calls.
  const memberId = await downlineMemberId(request, downlinePage, player.username);
  await fundMember(request, PORT, MERCHANT, memberId, '1000');
  const vendor = await registerJourneyVendor(request, PORT, MERCHANT);
  const playerId = `${MERCHANT}:${memberId}`;
  const game = { playerId, gameCode: 'journey-slot' };
  for (const [stake, win] of [
    ['200', '50'],
    ['300', '0'],
  ] as const) {
    const roundId = unique('round');
    await vendorCall(request, PORT, vendor, 'bet', { ...game, roundId, amount: stake });
    await vendorCall(request, PORT, vendor, 'win', { ...game, roundId, amount: win });
  }

  // The daily settlement runs (as the job would after midnight) and pays each agent once.
  const asOf = new Date(Date.now() + 24 * 3_600_000).toISOString();
  const settle = await request.post(`${SITE}/admin/api/merchants/${MERCHANT}/agents/settle`, {
    headers: admin,
    data: { kind: 'dailySalary', asOf },
  });
  expect(settle.ok(), await settle.text()).toBe(true);

  // The downline agent earns 0.4 % of its team's 500: 2.00, nothing below it to pay.
  await downlinePage.goto(`${SITE}/agentHome?tab=myIncome`);
  const downlineIncome = downlinePage.getByRole('article', { name: /^Daily wages / });
  await expect(downlineIncome.first()).toContainText(/500\.00 × 0\.40* % = 2\.00; 2\.00 − 0\.00 = 2\.00/, {
    timeout: 15_000,
  });

  // The agent's income page shows the payment and every input of its arithmetic:
  // 1 % of the team's 500 valid bet, less the 2.00 its downline agent earned.
  await openAgentPage(page, 'My income');
  const payment = page.getByRole('article', { name: /^Daily wages / }).first();
  await expect(payment).toContainText(/500\.00 × 1(\.0+)? % = 5\.00; 5\.00 − 2\.00 = 3\.00/, {
    timeout: 15_000,
  });
  await expect(
    payment
      .getByRole('definition')
      .filter({ hasText: /^500\.00$/ })
      .first(),
  ).toBeVisible();
  await expect(payment).toContainText('Downline share');

  // Its platform messages tell it the downline accepted and the income was paid.
  await openAgentPage(page, 'Platform messages');
  const messages = page.getByRole('list', { name: 'Platform messages' });
  await expect(messages).toContainText(`${downline.username} accepted your contract: Daily wages`);
  await expect(messages).toContainText('Daily wages income paid to your wallet: 3.00');

  // A member who tries the agent center is sent to the agent login page.
  await playerPage.goto(`${SITE}/agentHome`);
  await expect(playerPage).toHaveURL(`${SITE}/agent`);
  await expect(playerPage.getByRole('heading', { name: 'Agent log in' })).toBeVisible();
});

test("an agent deposits and withdraws from the agent center's own pages, without leaving it", async ({
  page,
}) => {
  await agentLogin(page, TOP_AGENT.username, TOP_AGENT.password);
  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  await openAgentPage(page, 'Deposit');
  await expect(page).toHaveURL(`${SITE}/agentHome?tab=depositv2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent center' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toBeVisible();
  await openAgentPage(page, 'Withdraw');
  await expect(page).toHaveURL(`${SITE}/agentHome?tab=withdraw`);
  await expect(menu).toBeVisible();
  // The header shortcuts go to the same pages.
  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/agentHome\?tab=depositv2$/);
});
