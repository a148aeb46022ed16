import { API, SANDBOX_HEADERS, type TSandboxScenario } from '@croupier/contracts';
import { parseEmvQr, type SandboxGateway, startSandboxGateway } from '@croupier/sandbox-gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { seedDemo } from '../seed/demo-seed.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { signGatewayPayload } from './gateway-signature.ts';

let sut: TestApp;
let sandbox: SandboxGateway;
let merchant: Merchant & { domain: string };
let adminKey: string;
const GATEWAY_MERCHANT = 'croupier-test';

beforeAll(async () => {
  sut = await startTestApp();
  // Callbacks travel over real HTTP: the platform listens on a free loopback port.
  const address = await sut.app.listen({ port: 0, host: '127.0.0.1' });
  sut.services.gatewayDeposits.callbackOrigin = address;
  sandbox = await startSandboxGateway({
    port: 0,
    masterSecret: 'integration-test-master-secret',
    retry: { attempts: 5, initialDelayMs: 20, maxDelayMs: 100 },
  });
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
  const created = await createChannel(sandboxChannel());
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(async () => {
  await sandbox?.close();
  await sut?.close();
});
afterEach(async () => {
  await sandbox.settled();
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

function sandboxChannel(over: Record<string, unknown> = {}) {
  return {
    code: 'SANDBOX',
    kind: 'gateway',
    name: 'Sandbox Pay',
    minAmount: '10',
    maxAmount: '1000',
    sortOrder: 0,
    gateway: {
      gatewayCode: 'SANDBOX',
      merchantId: GATEWAY_MERCHANT,
      secret: sandbox.secretOf(GATEWAY_MERCHANT),
      pageUrl: sandbox.url,
    },
    ...over,
  };
}

const channelsUrl = (code = merchant.code) => API.admin.paymentChannels.replace(':merchantCode', code);
const createChannel = (body: object, key = adminKey, code = merchant.code) =>
  sut.app.inject({ method: 'POST', url: channelsUrl(code), headers: { 'x-admin-key': key }, payload: body });
const updateChannel = (channel: string, body: object, key = adminKey) =>
  sut.app.inject({
    method: 'PATCH',
    url: `${channelsUrl()}/${channel}`,
    headers: { 'x-admin-key': key },
    payload: body,
  });
const startDeposit = (token: string, amount: string, channel = 'SANDBOX', idempotencyKey = newKey()) =>
  playerCall(sut.app, merchant, token, 'POST', API.wallet.depositGateway, {
    channel,
    amount,
    idempotencyKey,
  });
const balanceOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
const callbackUrl = (channel = 'SANDBOX') =>
  API.payments.callback.replace(':merchantCode', merchant.code).replace(':channelCode', channel);

/** A callback as the sandbox would sign it, sent straight to the platform. */
function sendCallback(
  body: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; raw?: string; merchantId?: string; signOver?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return sut.app.inject({
    method: 'POST',
    url: callbackUrl(),
    headers: {
      'content-type': 'application/json',
      [SANDBOX_HEADERS.merchant]: options.merchantId ?? GATEWAY_MERCHANT,
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.signature]: signGatewayPayload(
        options.secret ?? sandbox.secretOf(GATEWAY_MERCHANT),
        timestamp,
        options.signOver ?? raw,
      ),
    },
    payload: raw,
  });
}

/** Starts a gateway deposit and returns what a callback needs to name it. */
async function startedDeposit(amount = '100') {
  const account = await createAccount(sut.services, merchant);
  const started = await startDeposit(account.token, amount);
  expect(started.statusCode, started.body).toBe(200);
  const { deposit, redirectUrl } = started.json().value;
  const paymentId = new URL(redirectUrl).pathname.split('/').pop() ?? '';
  const event = (status: string, over: Record<string, unknown> = {}) => ({
    eventId: newKey('evt'),
    paymentId,
    merchantId: GATEWAY_MERCHANT,
    orderId: deposit.reference,
    amount,
    currency: 'USD',
    status,
    occurredAt: new Date().toISOString(),
    ...over,
  });
  return { ...account, deposit, redirectUrl, paymentId, event };
}

async function auditActions(depositId?: string) {
  const rows = await sut.services.audit.listForMerchant(sut.database.db, merchant.id, 500);
  return rows
    .filter(
      (row) => depositId === undefined || (row.detail as { depositId?: string }).depositId === depositId,
    )
    .map((row) => row.action);
}

describe('payment channels (operator)', () => {
  it('creates, lists (never the secret), updates, disables and re-enables channels, audited', async () => {
    const manual = await createChannel({
      code: 'BANK_VIP',
      kind: 'manual',
      name: 'VIP bank transfer',
      minAmount: '500',
      maxAmount: '100000',
      sortOrder: 5,
      bankDetails: { bankName: 'Test Bank', accountName: 'Test Casino Ltd', accountNumber: '1234 5678' },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json().value).toMatchObject({
      code: 'BANK_VIP',
      kind: 'manual',
      minAmount: '500.0000',
      maxAmount: '100000.0000',
      enabled: true,
      sortOrder: 5,
      gateway: null,
      bankDetails: { bankName: 'Test Bank', accountNumber: '1234 5678' },
    });
    expect((await createChannel({ ...sandboxChannel(), code: 'BANK_VIP' })).json().code).toBe('CONFLICT');

    const list = await sut.app.inject({ url: channelsUrl(), headers: { 'x-admin-key': adminKey } });
    expect(list.statusCode, list.body).toBe(200);
    const gateway = list.json().value.find((c: { code: string }) => c.code === 'SANDBOX');
    expect(gateway.gateway).toEqual({
      gatewayCode: 'SANDBOX',
      merchantId: GATEWAY_MERCHANT,
      pageUrl: sandbox.url,
      secretHint: `…${sandbox.secretOf(GATEWAY_MERCHANT).slice(-4)}`,
      method: 'hosted',
      payee: null,
    });
    expect(list.body).not.toContain(sandbox.secretOf(GATEWAY_MERCHANT));

    const player = await createAccount(sut.services, merchant);
    const shown = async () =>
      (await playerCall(sut.app, merchant, player.token, 'GET', API.wallet.channels)).json().value;
    expect((await shown()).map((c: { code: string }) => c.code)).toEqual(['BANK', 'SANDBOX', 'BANK_VIP']);
    const vip = (await shown()).find((c: { code: string }) => c.code === 'BANK_VIP');
    expect(vip).toEqual({
      code: 'BANK_VIP',
      kind: 'manual',
      name: 'VIP bank transfer',
      minAmount: '500.0000',
      maxAmount: '100000.0000',
      bank: { bankName: 'Test Bank', accountName: 'Test Casino Ltd', accountNumber: '1234 5678' },
      gatewayCode: null,
      method: null,
    });
    expect((await shown()).find((c: { code: string }) => c.code === 'SANDBOX')).toMatchObject({
      kind: 'gateway',
      bank: null,
      gatewayCode: 'SANDBOX',
    });

    const renamed = await updateChannel('BANK_VIP', { name: 'VIP transfer', maxAmount: '900' });
    expect(renamed.json().value).toMatchObject({ name: 'VIP transfer', maxAmount: '900.0000' });
    expect((await updateChannel('BANK_VIP', { enabled: false })).json().value.enabled).toBe(false);
    expect((await shown()).map((c: { code: string }) => c.code)).toEqual(['BANK', 'SANDBOX']);
    await updateChannel('BANK_VIP', { enabled: true });
    await updateChannel('SANDBOX', { sortOrder: 9 });
    expect((await shown()).map((c: { code: string }) => c.code)).toEqual(['BANK', 'BANK_VIP', 'SANDBOX']);
    await updateChannel('SANDBOX', { sortOrder: 0 });

    const actions = await auditActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        'payments.channel.create',
        'payments.channel.update',
        'payments.channel.disable',
        'payments.channel.enable',
      ]),
    );
  });

  it('refuses bad channel input, strangers and unknown channels', async () => {
    const bad = [
      { ...sandboxChannel({ code: 'G2', minAmount: '100', maxAmount: '50' }) },
      { ...sandboxChannel({ code: 'bad code' }) },
      { ...sandboxChannel({ code: 'G3' }), gateway: { ...sandboxChannel().gateway, secret: 'short' } },
      { ...sandboxChannel({ code: 'G4' }), gateway: { ...sandboxChannel().gateway, pageUrl: 'ftp://x' } },
      { ...sandboxChannel({ code: 'G5' }), gateway: { ...sandboxChannel().gateway, gatewayCode: 'NOPE' } },
      { code: 'M1', kind: 'manual', name: 'No details', minAmount: '1', maxAmount: '2' },
    ];
    for (const body of bad)
      expect((await createChannel(body)).json().code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    expect((await updateChannel('SANDBOX', { minAmount: '5000' })).json().code).toBe('VALIDATION_FAILED');
    expect(
      (
        await updateChannel('BANK', {
          gateway: { gatewayCode: 'SANDBOX', merchantId: 'x', pageUrl: 'http://127.0.0.1:1' },
        })
      ).json().code,
    ).toBe('VALIDATION_FAILED');
    expect((await updateChannel('NOPE', { enabled: false })).json().code).toBe('NOT_FOUND');
    expect((await updateChannel('SANDBOX', {})).json().code).toBe('VALIDATION_FAILED');

    const other = await createTestMerchant(sut.services);
    const otherKey = await createAdminKey(sut.services, other.id);
    expect((await updateChannel('SANDBOX', { enabled: false }, otherKey)).json().code).toBe('FORBIDDEN');
    expect((await createChannel(sandboxChannel({ code: 'X1' }), 'wrong-key')).statusCode).toBe(401);
  });
});

describe('deposit limits per channel', () => {
  it('validates min/max of the chosen channel, manual and gateway', async () => {
    await createChannel({
      code: 'BANK_SMALL',
      kind: 'manual',
      name: 'Small bank',
      minAmount: '20',
      maxAmount: '30',
      bankDetails: { bankName: 'B', accountName: 'A', accountNumber: '0000' },
    });
    const { token } = await createAccount(sut.services, merchant);
    const manual = (amount: string) =>
      playerCall(sut.app, merchant, token, 'POST', API.wallet.deposits, {
        channel: 'BANK_SMALL',
        amount,
        reference: 'REF-1',
        idempotencyKey: newKey(),
      });
    expect((await manual('19.9999')).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { minAmount: '20.0000', maxAmount: '30.0000' },
    });
    expect((await manual('30.0001')).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await manual('25')).json().value).toMatchObject({ status: 'pending', channel: 'BANK_SMALL' });

    expect((await startDeposit(token, '9.99')).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { minAmount: '10.0000', maxAmount: '1000.0000' },
    });
    expect((await startDeposit(token, '1000.0001')).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    // A manual channel is not a gateway and the reverse; a disabled channel takes nothing.
    expect((await startDeposit(token, '25', 'BANK_SMALL')).json().code).toBe('CHANNEL_UNAVAILABLE');
    const viaManual = await playerCall(sut.app, merchant, token, 'POST', API.wallet.deposits, {
      channel: 'SANDBOX',
      amount: '25',
      reference: 'R',
      idempotencyKey: newKey(),
    });
    expect(viaManual.json().code).toBe('CHANNEL_UNAVAILABLE');
    await updateChannel('BANK_SMALL', { enabled: false });
    expect((await manual('25')).json().code).toBe('CHANNEL_UNAVAILABLE');
    expect(
      (
        await playerCall(sut.app, merchant, undefined, 'POST', API.wallet.depositGateway, {
          channel: 'SANDBOX',
          amount: '25',
          idempotencyKey: newKey(),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('gateway deposits through the sandbox gateway (real HTTP both ways)', () => {
  it('start → hosted page → Pay → signed callback credits once → player sent back', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const key = newKey();
    const started = await startDeposit(token, '123.45', 'SANDBOX', key);
    expect(started.statusCode, started.body).toBe(200);
    const { deposit, redirectUrl } = started.json().value;
    expect(deposit).toMatchObject({
      channel: 'SANDBOX',
      amount: '123.4500',
      status: 'pending',
      replayed: false,
    });
    expect(redirectUrl.startsWith(`${sandbox.url}/pay/`)).toBe(true);
    // The same key answers the same payment page; another amount under it is a conflict.
    const again = (await startDeposit(token, '123.45', 'SANDBOX', key)).json().value;
    expect(again).toMatchObject({ redirectUrl, deposit: { id: deposit.id, replayed: true } });
    expect((await startDeposit(token, '124', 'SANDBOX', key)).json().code).toBe('IDEMPOTENCY_CONFLICT');

    const page = await fetch(redirectUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(merchant.name);
    expect(html).toContain('123.45');
    expect(html).toContain(deposit.reference);

    const paid = await fetch(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.searchParams.get('tab')).toBe('depositv2');
    expect(back.searchParams.get('deposit')).toBe(deposit.id);
    expect(back.searchParams.get('status')).toBe('PAID');

    await sandbox.settled();
    expect(await balanceOf(member.id)).toBe(1_234_500n);
    const own = await playerCall(
      sut.app,
      merchant,
      token,
      'GET',
      API.wallet.deposit.replace(':id', deposit.id),
    );
    expect(own.json().value).toMatchObject({ id: deposit.id, status: 'approved' });
    const attempts = sandbox.deliveries().filter((d) => redirectUrl.endsWith(d.paymentId));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'PAID', httpStatus: 200 });
    expect(await auditActions(deposit.id)).toEqual(
      expect.arrayContaining(['payments.deposit.start', 'payments.callback.credited']),
    );
    // Another member cannot read it.
    const stranger = await createAccount(sut.services, merchant);
    const theirs = API.wallet.deposit.replace(':id', deposit.id);
    expect((await playerCall(sut.app, merchant, stranger.token, 'GET', theirs)).json().code).toBe(
      'NOT_FOUND',
    );
    // The operator cannot decide a gateway deposit.
    const approve = API.admin.depositApprove
      .replace(':merchantCode', merchant.code)
      .replace(':id', deposit.id);
    const operator = await sut.app.inject({
      method: 'POST',
      url: approve,
      headers: { 'x-admin-key': adminKey },
    });
    expect(operator.json().code).toBe('CHANNEL_UNAVAILABLE');
  });

  it('Decline: the deposit is rejected and nothing moves', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const { deposit, redirectUrl } = (await startDeposit(token, '50')).json().value;
    const declined = await fetch(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    expect(new URL(declined.headers.get('location') ?? '').searchParams.get('status')).toBe('FAILED');
    await sandbox.settled();
    const own = await playerCall(
      sut.app,
      merchant,
      token,
      'GET',
      API.wallet.deposit.replace(':id', deposit.id),
    );
    expect(own.json().value).toMatchObject({ status: 'rejected', rejectReason: 'declined at the gateway' });
    expect(await balanceOf(member.id)).toBe(0n);
  });

  it.each<[TSandboxScenario, 'pay' | 'decline', bigint, string]>([
    ['duplicate', 'pay', 770_000n, 'approved'],
    ['out_of_order', 'pay', 770_000n, 'approved'],
    ['contradictory', 'pay', 770_000n, 'approved'],
    ['duplicate', 'decline', 0n, 'rejected'],
    ['out_of_order', 'decline', 0n, 'rejected'],
  ])(
    '%s callbacks after %s: credited at most once, never un-credited',
    async (scenario, decision, credited, status) => {
      const { member, token } = await createAccount(sut.services, merchant);
      const { deposit, redirectUrl } = (await startDeposit(token, '77')).json().value;
      const paymentId = new URL(redirectUrl).pathname.split('/').pop() ?? '';
      await fetch(redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ decision, scenario }),
        redirect: 'manual',
      });
      await sandbox.settled();
      const tries = sandbox.deliveries().filter((d) => d.paymentId === paymentId);
      expect(tries.length).toBeGreaterThanOrEqual(3);
      expect(tries.every((d) => d.httpStatus === 200)).toBe(true);
      expect(await balanceOf(member.id)).toBe(credited);
      const own = await playerCall(
        sut.app,
        merchant,
        token,
        'GET',
        API.wallet.deposit.replace(':id', deposit.id),
      );
      expect(own.json().value.status).toBe(status);
      const actions = await auditActions(deposit.id);
      expect(actions.filter((a) => a === 'payments.callback.credited')).toHaveLength(credited > 0n ? 1 : 0);
    },
  );

  it('retries with backoff until the platform answers 2xx', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const { redirectUrl } = (await startDeposit(token, '15')).json().value;
    const paymentId = new URL(redirectUrl).pathname.split('/').pop() ?? '';
    // The channel is briefly unknown to the platform (404), then known again.
    await updateChannel('SANDBOX', { gateway: { ...sandboxChannel().gateway, merchantId: 'moved' } });
    sandbox.decide(paymentId, 'pay');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await updateChannel('SANDBOX', { gateway: { ...sandboxChannel().gateway } });
    await sandbox.settled();
    const tries = sandbox.deliveries().filter((d) => d.paymentId === paymentId);
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.at(0)?.httpStatus).toBe(401);
    expect(tries.at(-1)?.httpStatus).toBe(200);
    expect(await balanceOf(member.id)).toBe(150_000n);
  });

  it('declines the deposit when the gateway cannot be reached', async () => {
    await createChannel(
      sandboxChannel({
        code: 'SANDBOX_DOWN',
        gateway: { ...sandboxChannel().gateway, pageUrl: 'http://127.0.0.1:1' },
      }),
    );
    const { token } = await createAccount(sut.services, merchant);
    const down = await startDeposit(token, '20', 'SANDBOX_DOWN');
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('GATEWAY_UNAVAILABLE');
    const list = await playerCall(sut.app, merchant, token, 'GET', API.wallet.deposits);
    expect(list.json().value.list[0]).toMatchObject({ channel: 'SANDBOX_DOWN', status: 'rejected' });
  });
});

describe('QR payments (PromptPay, VietQR) and e-wallets through the sandbox gateway', () => {
  /** A merchant of `currency` with one gateway channel paid by `method`. */
  async function qrMerchant(currency: { code: string; symbol: string }, gateway: Record<string, unknown>) {
    const qrShop = await createTestMerchant(sut.services, { currency });
    const key = await createAdminKey(sut.services, qrShop.id);
    const created = await createChannel(
      sandboxChannel({
        code: 'QR',
        name: 'QR',
        minAmount: '50',
        maxAmount: '500000',
        gateway: { ...sandboxChannel().gateway, ...gateway },
      }),
      key,
      qrShop.code,
    );
    expect(created.statusCode, created.body).toBe(200);
    return qrShop;
  }

  /** The player's banking app: scans the payload at the sandbox, then pays what it shows. */
  async function scanAndPay(payload: string): Promise<string> {
    const scanned = await fetch(`${sandbox.url}/scan`, {
      method: 'POST',
      body: new URLSearchParams({ payload }),
      redirect: 'manual',
    });
    expect(scanned.status).toBe(303);
    const payPage = new URL(scanned.headers.get('location') ?? '', sandbox.url).toString();
    const html = await (await fetch(payPage)).text();
    const paid = await fetch(payPage, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await sandbox.settled();
    return html;
  }

  it('PromptPay: the player gets an EMVCo QR with amount and reference, scans it, and is credited once', async () => {
    const thb = await qrMerchant(
      { code: 'THB', symbol: '฿' },
      {
        method: 'promptpay',
        payee: { account: '0105561234567', name: 'LOTUS PALACE CO LTD' },
      },
    );
    const { member, token } = await createAccount(sut.services, thb);
    const channels = await playerCall(sut.app, thb, token, 'GET', API.wallet.channels);
    expect(channels.json().value).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'QR', method: 'promptpay' })]),
    );
    const key = newKey();
    const start = () =>
      playerCall(sut.app, thb, token, 'POST', API.wallet.depositGateway, {
        channel: 'QR',
        amount: '500',
        idempotencyKey: key,
      });
    const started = await start();
    expect(started.statusCode, started.body).toBe(200);
    const { deposit, qrPayload } = started.json().value;
    const qr = parseEmvQr(qrPayload);
    expect(qr?.fields.get('01')).toBe('12');
    expect(qr?.fields.get('53')).toBe('764');
    expect(qr?.fields.get('54')).toBe('500.00');
    expect(qr?.fields.get('58')).toBe('TH');
    expect(qr?.template('29').get('00')).toBe('A000000677010111');
    expect(qr?.template('29').get('02')).toBe('0105561234567');
    expect(qr?.template('62').get('05')).toBe(deposit.reference);
    // A repeated start shows the same code.
    expect((await start()).json().value.qrPayload).toBe(qrPayload);
    // After a reload the pending deposit still carries its code.
    const own = () => playerCall(sut.app, thb, token, 'GET', API.wallet.deposit.replace(':id', deposit.id));
    expect((await own()).json().value.qr).toEqual({ method: 'promptpay', payload: qrPayload });

    const bankApp = await scanAndPay(qrPayload);
    expect(bankApp).toContain('Sandbox Bank · PromptPay');
    expect(bankApp).toContain('LOTUS PALACE CO LTD');
    expect(await sut.services.wallet.balanceOf(thb, member.id)).toBe(5_000_000n);
    const paid = (await own()).json().value;
    expect(paid).toMatchObject({ status: 'approved' });
    expect(paid.qr).toBeUndefined();
    // A tampered code is not a payment: the bank app refuses it before anything moves.
    const tampered = await fetch(`${sandbox.url}/scan`, {
      method: 'POST',
      body: new URLSearchParams({ payload: qrPayload.replace('500.00', '900.00') }),
    });
    expect(tampered.status).toBe(400);
    expect(await ledgerInvariants(sut.services, thb.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('VietQR: a NAPAS transfer QR in whole dong to the merchant bank account, credited on payment', async () => {
    const vnd = await qrMerchant(
      { code: 'VND', symbol: '₫' },
      {
        method: 'vietqr',
        payee: { bank: '970436', account: '1023456789', name: 'CROUPIER VN' },
      },
    );
    const { member, token } = await createAccount(sut.services, vnd);
    const started = await playerCall(sut.app, vnd, token, 'POST', API.wallet.depositGateway, {
      channel: 'QR',
      amount: '200000',
      idempotencyKey: newKey(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { deposit, qrPayload } = started.json().value;
    const qr = parseEmvQr(qrPayload);
    expect(qr?.fields.get('53')).toBe('704');
    expect(qr?.fields.get('54')).toBe('200000');
    expect(qr?.fields.get('58')).toBe('VN');
    const beneficiary = qr?.template('38');
    expect(beneficiary?.get('00')).toBe('A000000727');
    expect(beneficiary?.get('02')).toBe('QRIBFTTA');
    expect(beneficiary?.get('01')).toBe('000697043601101023456789');
    expect(qr?.template('62').get('08')).toBe(deposit.reference);
    await scanAndPay(qrPayload);
    expect(await sut.services.wallet.balanceOf(vnd, member.id)).toBe(2_000_000_000n);
  });

  it('refuses a QR channel without a payee its scheme can pay, and a hosted channel with one', async () => {
    const gateway = sandboxChannel().gateway;
    const refused = async (over: Record<string, unknown>) =>
      (await createChannel(sandboxChannel({ code: 'BADQR', gateway: { ...gateway, ...over } }))).json().code;
    expect(await refused({ method: 'promptpay' })).toBe('VALIDATION_FAILED');
    expect(await refused({ method: 'promptpay', payee: { account: '12345678' } })).toBe('VALIDATION_FAILED');
    expect(await refused({ method: 'vietqr', payee: { account: '1023456789' } })).toBe('VALIDATION_FAILED');
    expect(await refused({ method: 'hosted', payee: { account: '0812345678' } })).toBe('VALIDATION_FAILED');
  });

  it('e-wallet: the player approves in the wallet and comes back credited', async () => {
    const usd = await qrMerchant({ code: 'USD', symbol: '$' }, { method: 'ewallet' });
    const { member, token } = await createAccount(sut.services, usd);
    const started = await playerCall(sut.app, usd, token, 'POST', API.wallet.depositGateway, {
      channel: 'QR',
      amount: '75',
      idempotencyKey: newKey(),
    });
    const { redirectUrl, qrPayload } = started.json().value;
    expect(qrPayload).toBeNull();
    expect(await (await fetch(redirectUrl)).text()).toContain('Sandbox Wallet');
    await fetch(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'pay' }),
      redirect: 'manual',
    });
    await sandbox.settled();
    expect(await sut.services.wallet.balanceOf(usd, member.id)).toBe(750_000n);
  });
});

describe('gateway callbacks (crafted)', () => {
  it('PAID twice, PENDING after PAID and FAILED after PAID: credited once, never un-credited', async () => {
    const { member, deposit, event } = await startedDeposit('100');
    const paid = event('PAID');
    const first = await sendCallback(paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ depositId: deposit.id, status: 'approved', credited: true });
    expect((await sendCallback(paid)).json().value).toMatchObject({ status: 'approved', credited: false });
    expect((await sendCallback(event('PAID'))).json().value).toMatchObject({ credited: false });
    expect((await sendCallback(event('PENDING'))).json().value).toMatchObject({ status: 'approved' });
    expect((await sendCallback(event('FAILED'))).json().value).toMatchObject({ status: 'approved' });
    expect(await balanceOf(member.id)).toBe(1_000_000n);
    const actions = await auditActions(deposit.id);
    expect(actions.filter((a) => a === 'payments.callback.credited')).toHaveLength(1);
    expect(actions.filter((a) => a === 'payments.callback.duplicate')).toHaveLength(2);
    const rows = await sut.services.audit.listForMerchant(sut.database.db, merchant.id, 500);
    const credited = rows.find((r) => r.action === 'payments.callback.credited');
    expect(credited?.request_id).toBeTruthy();
    expect(credited?.ip).toBeTruthy();
  });

  it('PENDING then FAILED then PAID: the money that arrived is credited once', async () => {
    const { member, deposit, event } = await startedDeposit('40');
    expect((await sendCallback(event('PENDING'))).json().value).toMatchObject({ status: 'pending' });
    expect((await sendCallback(event('FAILED'))).json().value).toMatchObject({ status: 'rejected' });
    expect((await sendCallback(event('PAID'))).json().value).toMatchObject({
      depositId: deposit.id,
      status: 'approved',
      credited: true,
    });
    expect((await sendCallback(event('FAILED'))).json().value).toMatchObject({ status: 'approved' });
    expect(await balanceOf(member.id)).toBe(400_000n);
  });

  it('refuses a bad signature, a stale timestamp, another gateway merchant and a malformed body', async () => {
    const { member, deposit, event } = await startedDeposit('60');
    const body = event('PAID');
    const forged = await sendCallback(body, { secret: 'not-the-channel-secret-at-all' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('GATEWAY_SIGNATURE_INVALID');
    const stale = await sendCallback(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.json().code).toBe('GATEWAY_SIGNATURE_INVALID');
    const tampered = await sendCallback({ ...body, amount: '6000' }, { signOver: JSON.stringify(body) });
    expect(tampered.json().code).toBe('GATEWAY_SIGNATURE_INVALID');
    const otherMerchant = await sendCallback({ ...body, merchantId: 'other' }, { merchantId: 'other' });
    expect(otherMerchant.json().code).toBe('GATEWAY_SIGNATURE_INVALID');
    const malformed = await sendCallback({}, { raw: 'not json' });
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect((await sendCallback({ ...body, paymentId: 'sbx_unknown' })).json().code).toBe('NOT_FOUND');
    expect((await sendCallback({ ...body, orderId: 'DPOTHER' })).json().code).toBe('NOT_FOUND');
    const unknownChannel = await sut.app.inject({ method: 'POST', url: callbackUrl('NOPE'), payload: '{}' });
    expect(unknownChannel.json().code).toBe('NOT_FOUND');
    expect(await balanceOf(member.id)).toBe(0n);
    expect(await auditActions()).toEqual(expect.arrayContaining(['payments.callback.bad_signature']));
    // The genuine callback still works afterwards.
    expect((await sendCallback(body)).json().value).toMatchObject({ depositId: deposit.id, credited: true });
  });

  it('refuses an amount or currency that differs from the deposit, crediting nothing', async () => {
    const { member, deposit, event } = await startedDeposit('100');
    const more = await sendCallback(event('PAID', { amount: '1000' }));
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('GATEWAY_AMOUNT_MISMATCH');
    expect((await sendCallback(event('PAID', { amount: '99.9999' }))).json().code).toBe(
      'GATEWAY_AMOUNT_MISMATCH',
    );
    expect((await sendCallback(event('PAID', { currency: 'THB' }))).json().code).toBe(
      'GATEWAY_AMOUNT_MISMATCH',
    );
    expect(await balanceOf(member.id)).toBe(0n);
    expect(await auditActions(deposit.id)).toEqual(
      expect.arrayContaining(['payments.callback.amount_mismatch']),
    );
    expect((await sendCallback(event('PAID', { amount: '100.0000' }))).json().value.credited).toBe(true);
    expect(await balanceOf(member.id)).toBe(1_000_000n);
  });
});

describe('demo seed', () => {
  it('gives both demo merchants a bank channel with details and a sandbox channel, idempotently', async () => {
    const options = {
      operatorKey: 'integration-demo-operator-key',
      sandboxGateway: { url: sandbox.url, masterSecret: 'integration-test-master-secret' },
    };
    await seedDemo(sut.services, options);
    await seedDemo(sut.services, options);
    for (const code of ['ROYAL', 'LOTUS']) {
      const demo = await sut.services.merchants.findByCode(code);
      const channels = await sut.services.paymentChannels.listForOperator(demo?.id ?? 0n);
      // Each brand's local channel: Lotus Palace (THB) PromptPay, Royal (USD) an e-wallet.
      const local = code === 'LOTUS' ? ['PROMPTPAY', 'promptpay'] : ['EWALLET', 'ewallet'];
      expect(channels.map((c) => [c.code, c.kind, c.enabled, c.gateway?.method ?? null])).toEqual([
        ['SANDBOX', 'gateway', true, 'hosted'],
        [local[0], 'gateway', true, local[1]],
        ['BANK', 'manual', true, null],
      ]);
      expect(channels[2]?.bankDetails?.bankName).toBeTruthy();
      const merchantId = `croupier-${code.toLowerCase()}`;
      expect(channels[0]?.gateway).toMatchObject({ merchantId, pageUrl: sandbox.url });
      expect(channels[0]?.gateway?.secretHint).toBe(`…${sandbox.secretOf(merchantId).slice(-4)}`);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('gateway callbacks under concurrency (PostgreSQL)', () => {
  it('credits once when 20 PAID callbacks (and FAILED ones) for one payment race', async () => {
    const { member, deposit, event } = await startedDeposit('33');
    const paid = event('PAID');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendCallback(i % 5 === 4 ? event('FAILED') : paid)),
    );
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    const credited = results.filter((r) => r.json().value.credited === true);
    expect(credited).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(330_000n);
    const own = await sut.services.gatewayDeposits.findOwn(merchant.id, member.id, BigInt(deposit.id));
    expect(own.status).toBe('approved');
  });
});
