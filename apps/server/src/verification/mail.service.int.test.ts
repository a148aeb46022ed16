import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('MailService', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('hands a plain mail to the outbox transport, built by nodemailer', async () => {
    const merchant = await createTestMerchant(app.services, { name: 'Royal Flush' });
    await app.services.mail.send({
      merchant,
      to: 'forgetful@mail.example',
      subject: 'Royal Flush: your temporary password',
      text: 'Your temporary password is Xy12-34ab',
    });
    const [message] = await app.services.outbox.list(merchant, { channel: 'email', limit: 5 });
    expect(message).toMatchObject({
      channel: 'email',
      destination: 'forgetful@mail.example',
      subject: 'Royal Flush: your temporary password',
      body: 'Your temporary password is Xy12-34ab',
    });
  });

  it('refuses what nodemailer cannot address', async () => {
    const merchant = await createTestMerchant(app.services);
    await expect(app.services.mail.send({ merchant, to: '', subject: 'x', text: 'y' })).rejects.toThrow();
    expect(await app.services.outbox.list(merchant, { limit: 5 })).toEqual([]);
  });
});
