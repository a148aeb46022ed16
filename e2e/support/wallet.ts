import { PORT } from '../playwright.config.ts';
import { adjustWallet } from './operator.ts';
import { memberIdOf, registerByUsername, uniqueName } from './player.ts';
import { expect, type Page } from './test.ts';

/** Money as the journeys read it from the page: wire/display text to minor units and back. */

/** '1,234.50' / '$ 1,234.50' / '0.5600' → minor units (1/10000), never through a JS number. */
export function minor(text: string): bigint {
  const match = /(-?)([\d,]+)(?:\.(\d{1,4}))?/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole.replace(/,/g, '')) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return sign === '-' ? -value : value;
}

/** Minor units as the lobby header shows them: 2 decimals (cut), thousands separated. */
export function headerText(amount: bigint): string {
  const cents = amount / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** A new Royal Flush member (name `prefix` + random), registered through the header and funded by the operator. */
export async function fundedMember(
  page: Page,
  request: Parameters<typeof adjustWallet>[0],
  amount: string,
  prefix = 'orig',
) {
  await page.goto('/');
  const username = uniqueName(prefix);
  await registerByUsername(page, username, 'lucky777');
  await adjustWallet(request, PORT, 'ROYAL', await memberIdOf(page), amount);
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText(headerText(minor(amount)), {
    timeout: 10_000,
  });
  return username;
}
