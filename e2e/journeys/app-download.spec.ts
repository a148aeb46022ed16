import { PORT } from '../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/** The demo brand Royal Flush (seeded with SEED_DEMO on localhost) offers its Android and iOS apps. */
const ROYAL = `http://localhost:${PORT}`;

test('the app download card has an install guide, with pictured steps, for each platform', async ({
  page,
}) => {
  await page.goto(ROYAL);
  const card = page.getByRole('region', { name: 'Download the app' });
  // The first page of a journey: the QR code's chunk may come late while the server warms up.
  await expect(card.getByRole('img', { name: 'QR code to download the Android app' })).toBeVisible({
    timeout: 60_000,
  });

  await card.getByRole('button', { name: 'How to install on Android' }).click();
  const android = page.getByRole('dialog', { name: 'Install the app on Android' });
  const androidSteps = android.getByRole('list', { name: 'Android install steps' }).getByRole('listitem');
  await expect(androidSteps).toHaveCount(4);
  await expect(androidSteps.nth(1)).toContainText('open the APK file from the notification');
  await expect(androidSteps.nth(2)).toContainText('allow installs from this source');
  await expect(android.locator('svg.install-art')).toHaveCount(4);
  await android.getByRole('button', { name: 'Got it' }).click();
  await expect(android).toBeHidden();

  await card.getByRole('button', { name: 'iOS' }).click();
  await expect(card.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
  await card.getByRole('button', { name: 'How to install on iOS' }).click();
  const ios = page.getByRole('dialog', { name: 'Install the app on iOS' });
  const iosSteps = ios.getByRole('list', { name: 'iOS install steps' }).getByRole('listitem');
  await expect(iosSteps).toHaveCount(4);
  await expect(iosSteps.nth(2)).toContainText('VPN & Device Management');
  await ios.getByRole('button', { name: 'Close' }).click();
  await expect(ios).toBeHidden();
});
