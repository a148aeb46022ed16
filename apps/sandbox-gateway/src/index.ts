import { randomBytes } from 'node:crypto';
import {
  QR_METHOD_CURRENCY,
  SANDBOX_HEADERS,
  SANDBOX_SCENARIOS,
  type TSandboxCreatePayment,
  type TSandboxPayment,
  type TSandboxScenario,
  ZSandboxCreatePayment,
} from '@croupier/contracts';
import formbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { CallbackSender, type DeliveryAttempt, type RetryPolicy } from './callbacks.ts';
import { parseEmvQr, promptPayPayload, vietQrPayload } from './emv-qr.ts';
import { homePage, notFoundPage, paymentPage, returnUrlOf, STYLE_SOURCE, scanPage } from './page.ts';
import { deriveSandboxMerchantSecret, isSigned } from './signature.ts';
import { PaymentStore, type SandboxPayment } from './store.ts';

export { plannedEvents } from './callbacks.ts';
export { crc16, parseEmvQr, promptPayPayload, vietQrPayload } from './emv-qr.ts';
export { displayAmount, escapeHtml } from './page.ts';
export { deriveSandboxMerchantSecret, sign as signSandboxPayload } from './signature.ts';
export type { DeliveryAttempt, RetryPolicy, SandboxPayment };

export interface SandboxGatewayOptions {
  /** Port to listen on (0 picks a free one). Default 8082. */
  port?: number;
  /** Listen address. Default 127.0.0.1 (loopback only). */
  host?: string;
  /**
   * Merchant secrets are derived from it (deriveSandboxMerchantSecret). Default: random per start,
   * never a value anyone could know (a known one lets anyone sign deposit callbacks).
   */
  masterSecret?: string;
  /** Fixed secrets for some merchant ids (they win over the derived ones). */
  merchants?: Record<string, string>;
  /** The URL players reach the sandbox at (default `http://host:port`). */
  publicUrl?: string;
  /** How callbacks are retried. */
  retry?: Partial<RetryPolicy>;
  /** How callbacks are delivered when neither the payment nor the page says (default normal). */
  scenario?: TSandboxScenario;
  /** Log each failed callback try to stderr. Default false. */
  verbose?: boolean;
}

export interface SandboxGateway {
  /** Base URL of the sandbox (what a platform channel's page URL is set to). */
  url: string;
  port: number;
  app: FastifyInstance;
  /** The secret a merchant id signs with. */
  secretOf(merchantId: string): string;
  /** Every payment, newest first. */
  payments(): SandboxPayment[];
  /** Every callback try so far, in order. */
  deliveries(): DeliveryAttempt[];
  /** Resolves when every callback started so far is delivered or given up. */
  settled(): Promise<void>;
  /** Decides a pending payment as the player would on the hosted page (for tests and scripts). */
  decide(paymentId: string, decision: 'pay' | 'decline', scenario?: TSandboxScenario): boolean;
  close(): Promise<void>;
}

/**
 * The EMVCo payload of a QR method's payment (the amount and the order reference in it), or why it
 * cannot be issued: a scheme pays its own currency only, to a payee it can address.
 */
function qrPayloadOf(input: TSandboxCreatePayment): { payload?: string; error?: string } {
  if (input.method !== 'promptpay' && input.method !== 'vietqr') return {};
  if (input.currency !== QR_METHOD_CURRENCY[input.method])
    return { error: `${input.method} pays ${QR_METHOD_CURRENCY[input.method]} only` };
  if (!input.payee) return { error: `${input.method} needs a payee` };
  try {
    if (input.method === 'promptpay')
      return {
        payload: promptPayPayload({
          account: input.payee.account,
          amount: input.amount,
          reference: input.orderId,
        }),
      };
    if (!input.payee.bank) return { error: 'vietqr needs the bank BIN' };
    if (!/^[0-9]+(\.0*)?$/.test(input.amount)) return { error: 'vietqr pays whole dong' };
    return {
      payload: vietQrPayload({
        bank: input.payee.bank,
        account: input.payee.account,
        amount: input.amount,
        purpose: input.orderId,
      }),
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Starts the sandbox payment gateway: its own Fastify server and in-memory state. Merchants create
 * payments with a signed API call; the player sees a hosted page (merchant, amount, reference)
 * and pays or declines; the sandbox then posts HMAC-signed callbacks to the merchant, retrying
 * with backoff until a 2xx, optionally duplicated or out of order, and sends the player back.
 */
export async function startSandboxGateway(options: SandboxGatewayOptions = {}): Promise<SandboxGateway> {
  const host = options.host ?? '127.0.0.1';
  const masterSecret = options.masterSecret ?? randomBytes(32).toString('base64url');
  const secretOf = (merchantId: string) =>
    options.merchants?.[merchantId] ?? deriveSandboxMerchantSecret(masterSecret, merchantId);
  const store = new PaymentStore();
  const sender = new CallbackSender(
    {
      attempts: options.retry?.attempts ?? 8,
      initialDelayMs: options.retry?.initialDelayMs ?? 500,
      maxDelayMs: options.retry?.maxDelayMs ?? 30_000,
    },
    secretOf,
    options.verbose ? (message) => process.stderr.write(`[sandbox-gateway] ${message}\n`) : undefined,
  );
  const defaultScenario = options.scenario ?? 'normal';
  const parseScenario = (value: unknown): TSandboxScenario | undefined =>
    (SANDBOX_SCENARIOS as readonly unknown[]).includes(value) ? (value as TSandboxScenario) : undefined;

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await app.register(formbody);
  // The hosted payment page: no script at all, its own style sheet only, never framed (a framed
  // payment page invites clickjacking), no referrer to the merchant. The form posts back here and
  // the answer redirects to the merchant's return URL, so form-action stays open.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        styleSrc: [STYLE_SOURCE],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  const rawBodies = new WeakMap<object, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }));
    }
  });

  let publicUrl = options.publicUrl ?? '';
  const decide = (paymentId: string, decision: 'pay' | 'decline', scenario?: TSandboxScenario) => {
    const payment = store.get(paymentId);
    if (!payment) return false;
    if (scenario && payment.status === 'PENDING') payment.scenario = scenario;
    if (!store.decide(paymentId, decision === 'pay' ? 'PAID' : 'FAILED')) return false;
    sender.send(payment);
    return true;
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(homePage(store.list())),
  );

  app.post('/api/v1/payments', async (request, reply) => {
    const merchantId = header(request.headers[SANDBOX_HEADERS.merchant]);
    const rawBody = rawBodies.get(request) ?? '';
    if (
      !merchantId ||
      !isSigned(
        secretOf(merchantId),
        header(request.headers[SANDBOX_HEADERS.timestamp]),
        header(request.headers[SANDBOX_HEADERS.signature]),
        rawBody,
      )
    ) {
      return reply.status(401).send({ error: 'SIGNATURE_INVALID' });
    }
    const parsed = ZSandboxCreatePayment.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: 'INVALID_REQUEST', issues: parsed.error.issues });
    const qr = qrPayloadOf(parsed.data);
    if (qr.error) return reply.status(400).send({ error: 'INVALID_REQUEST', detail: qr.error });
    const created = store.create(merchantId, parsed.data, defaultScenario, qr.payload);
    if (!created) return reply.status(409).send({ error: 'ORDER_EXISTS_WITH_OTHER_AMOUNT' });
    const answer: TSandboxPayment = {
      paymentId: created.payment.paymentId,
      status: created.payment.status,
      payUrl: `${publicUrl}/pay/${created.payment.paymentId}`,
      ...(created.payment.qrPayload ? { qrPayload: created.payment.qrPayload } : {}),
    };
    return reply.status(created.isNew ? 201 : 200).send(answer);
  });

  app.get<{ Params: { paymentId: string }; Querystring: { scenario?: string } }>(
    '/pay/:paymentId',
    async (request, reply) => {
      const payment = store.get(request.params.paymentId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment) return reply.status(404).send(notFoundPage());
      return reply.send(paymentPage(payment, parseScenario(request.query.scenario) ?? payment.scenario));
    },
  );

  app.post<{ Params: { paymentId: string }; Body: { decision?: string; scenario?: string } }>(
    '/pay/:paymentId',
    async (request, reply) => {
      const payment = store.get(request.params.paymentId);
      if (!payment) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
      const decision = request.body?.decision;
      if (decision !== 'pay' && decision !== 'decline')
        return reply.redirect(`/pay/${payment.paymentId}`, 303);
      decide(payment.paymentId, decision, parseScenario(request.body?.scenario));
      return reply.redirect(returnUrlOf(payment), 303);
    },
  );

  // The sandbox's stand-in for a player's banking app: it reads a scanned (pasted) QR payload as a
  // bank would (the CRC must be right), finds the payment it pays and shows it to confirm.
  app.get('/scan', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(scanPage()),
  );
  app.post<{ Body: { payload?: string } }>('/scan', async (request, reply) => {
    const payload = String(request.body?.payload ?? '').trim();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!parseEmvQr(payload)) return reply.status(400).send(scanPage('This is not a payment QR code.'));
    const payment = store.byQrPayload(payload);
    if (!payment) return reply.status(404).send(scanPage('No payment is waiting for this QR code.'));
    return reply.redirect(`/pay/${payment.paymentId}`, 303);
  });

  const address = await app.listen({ port: options.port ?? 8082, host });
  const port = Number(new URL(address).port);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!publicUrl) publicUrl = url;

  return {
    url: publicUrl,
    port,
    app,
    secretOf,
    payments: () => store.list(),
    deliveries: () => [...sender.attempts],
    settled: () => sender.settled(),
    decide,
    close: async () => {
      sender.close();
      await app.close();
    },
  };
}
