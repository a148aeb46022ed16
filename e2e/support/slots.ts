import { expect, type FrameLocator } from '@playwright/test';

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
