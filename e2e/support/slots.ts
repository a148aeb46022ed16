import { expect, type FrameLocator, type Locator } from '@playwright/test';
import { minor } from './wallet.ts';

/**
 * How long one slot round may take on screen: a spin that lands three or more scatters plays its
 * free spins one after another (up to 25, each a reel landing of about 2.5 s, more on a busy
 * machine), and the Spin button comes back only after the last one.
 */
const ROUND_ON_SCREEN_MS = 150_000;

/** Spins a slot once and waits for the whole round, free spins included, to end on screen. */
export async function spinOnce(game: FrameLocator): Promise<void> {
  const spin = game.getByRole('button', { name: 'Spin' });
  await spin.click();
  await expect(game.getByRole('status', { name: 'Win' })).toHaveText(/Win [\d,.]+|No win/, {
    timeout: 30_000,
  });
  await expect(spin).toBeEnabled({ timeout: ROUND_ON_SCREEN_MS });
}

/**
 * Opens the game's History on its newest round (game recall): the dialog, and a reader of one of
 * the round's amounts by its label (Bet, Win, Balance before, Balance after) in minor units.
 */
export async function openLastRound(
  game: FrameLocator,
): Promise<{ history: Locator; amount: (label: string) => Promise<bigint> }> {
  await game.getByRole('button', { name: 'History' }).click();
  const history = game.getByRole('dialog', { name: 'History' });
  await history
    .getByRole('button', { name: /^Round / })
    .first()
    .click();
  const amount = async (label: string) =>
    minor(
      (await history
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '',
    );
  return { history, amount };
}
