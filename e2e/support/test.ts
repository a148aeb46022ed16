import { test as base, type Page } from '@playwright/test';

export type { APIRequestContext, Browser, FrameLocator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * A merchant's public popups (announcements of type PU) greet visitors and members on the real
 * site, the demo brands' included; a person closes one and goes on. Every journey page does the
 * same, whenever a popup appears in the way of its next action.
 */
export async function closesPublicPopups(page: Page): Promise<Page> {
  await page.addLocatorHandler(
    page.locator('dialog.public-popup'),
    async (popup) => {
      // The popup may go or be replaced on its own (a log in changes which popups apply): a click
      // that finds it gone is done, and a popup still there is handled again before the next action.
      await popup
        .getByRole('button')
        .last()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    },
    { noWaitAfter: true },
  );
  return page;
}

/** Playwright's `test` whose page closes public popups (see closesPublicPopups). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(await closesPublicPopups(page));
  },
});
