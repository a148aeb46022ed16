import { PORT } from '../playwright.config.ts';
import { addOperator, signInToConsole } from '../support/console.ts';
import { openMerchant } from '../support/operator.ts';
import { registerByUsername, uniqueName } from '../support/player.ts';
import { expect, test } from '../support/test.ts';

/** A small png "screenshot" the member attaches (48×32, two colours). */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAYAAABU1PscAAAAVElEQVR4nO3PwQ0AEBAFUXpQjc4k7pqlBjTgtJFvZeYw9xdrHjM4DoA6AOoAqPsfUEra19Va3z8H4HYAABgDAMAYAADGAAAwBuD1AKgDoA6AOveABf0JhGFXRJ8eAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Apply activities (issue 17): a marketing operator creates one in the console, a member applies
 * on /promotions with a comment and an image, the operator approves it in Engagement →
 * Applications (seeing the image), and the member claims the reward from the reward center. The
 * journey has a merchant of its own.
 */
test('a member applies with a comment and an image, an operator approves it in the console, and the member claims it', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const merchant = await openMerchant(request, PORT);
  const console = await signInToConsole(
    browser,
    merchant.origin,
    await addOperator(request, merchant.code, 'marketing'),
  );
  const title = `Share your win ${uniqueName('')}`;
  await console
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Engagement' })
    .click();
  await console.getByRole('button', { name: 'New promotion' }).click();
  const form = console.getByRole('region', { name: 'New promotion' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Code').fill(`APPLY_${Date.now()}`);
  await form.getByLabel('Kind').selectOption({ label: 'Apply (reviewed)' });
  await form.getByLabel('Listed under').selectOption({ label: 'Casino' });
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(form.getByText('An apply activity needs its reward.')).toBeVisible();
  await form.getByLabel('Reward').fill('7');
  await form.getByLabel('Wagering (times)').fill('0');
  await form.getByLabel('Total budget').fill('70');
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(
    console.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: title }),
  ).toContainText('Live');

  // The member applies: the counter follows the comment, the image is checked before it is sent.
  await page.goto(merchant.origin);
  const username = uniqueName('apply');
  await registerByUsername(page, username, 'lucky777');
  await page.goto(`${merchant.origin}/promotions`);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Apply now' }).click();
  const apply = card.getByRole('form', { name: `Apply for ${title}` });
  await apply.getByLabel('Your comment').fill('x'.repeat(141));
  await expect(apply.getByText('141 of 140 characters')).toBeVisible();
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByRole('alert')).toHaveText('Comments and remarks are at most 140 characters');
  await apply.getByLabel('Your comment').fill('Won x250 on Lucky Sevens!');
  await expect(apply.getByText('25 of 140 characters')).toBeVisible();
  await apply.getByLabel('Add images').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(apply.getByRole('alert')).toHaveText('notes.txt: Images must be png or jpg files');
  await apply
    .getByLabel('Add images')
    .setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: SCREENSHOT });
  await expect(apply.getByRole('button', { name: 'Remove big-win.png' })).toBeVisible();
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(card.getByText('Applying', { exact: true })).toBeVisible();
  await expect(card.getByText('Your application is being reviewed.')).toBeVisible();

  // The operator's queue: the member, the comment, the image; approved once.
  await console.getByRole('tab', { name: 'Applications' }).click();
  const application = console.getByRole('article', { name: `${username}: ${title}` });
  await expect(application).toContainText('Won x250 on Lucky Sevens!');
  // The image shows (fetched with the operator's session, from memory: never a public address).
  const image = application.getByRole('img', { name: `Image 1 of ${username}` });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(48);
  await application.getByRole('button', { name: 'Approve' }).click();
  await console.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(
    console.getByRole('article', { name: `${username}: ${title}` }).getByText('Approved', { exact: true }),
  ).toBeVisible();

  // The member claims it from the reward center: paid once, as cash (no wagering).
  await page.goto(`${merchant.origin}/member?tab=rewardCenter`);
  const rewards = page.getByRole('list', { name: 'Reward center' });
  await expect(rewards.getByRole('listitem').filter({ hasText: title })).toContainText('7.00');
  await rewards.getByRole('button', { name: `Claim bonus: ${title}` }).click();
  await expect(rewards.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`${merchant.origin}/promotions`);
  await expect(
    page.getByRole('article', { name: title }).getByText('Completed', { exact: true }),
  ).toBeVisible();
});
