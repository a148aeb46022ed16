import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_KEY_HEADER,
  type TVendorOperatorRegistration,
  VENDOR_ADMIN_KEY_HEADER,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_TRANSACTIONS_API,
  ZVendorOperatorLookup,
  ZVendorOperatorRegistration,
  ZVendorTransactionsRequest,
} from '@croupier/contracts';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { errorBody, VendorError } from './errors.ts';
import type { OperatorStore } from './operators.ts';
import { isValidPlatformSignature, type OperatorLink } from './platform-client.ts';
import type { WalletCallLog } from './wallet-calls.ts';

/** A header's single value (a repeated header counts as absent). */
export function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
}

/** The success envelope of every answer. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** Validates input with a contracts schema; a failure is answered 400 VALIDATION_FAILED by the error handler. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return schema.parse(value);
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The exact JSON text a request carried (what signatures cover); '' for a request without a JSON body. */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}

/** The game pages' policy: their own scripts, styles and socket only; framed by nobody by default. */
const GAME_PAGE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The CSP header of a game page that `siteOrigin` (the merchant site of its launch) may frame. */
export function gamePagePolicy(siteOrigin: string | null): string {
  const directives: Record<string, string[]> = {
    ...GAME_PAGE_DIRECTIVES,
    frameAncestors: siteOrigin ? ["'self'", siteOrigin] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

export interface VendorHttpOptions {
  /** pino level, or `silent` for no logger. */
  logLevel: string;
  bodyLimit?: number;
}

/**
 * A Fastify instance with what every vendor service needs before its routes: JSON bodies parsed by
 * the vendor itself so the raw text stays available for signature checks (`rawBodyOf`), and one error
 * handler answering `{ success: false, code, message }` in the `x-language` of the request: a
 * `VendorError` with its code and status, a zod failure as 400 VALIDATION_FAILED, other 4xx as
 * NOT_FOUND / VALIDATION_FAILED, anything else as a logged 500 INTERNAL_ERROR without details.
 * Security headers on every answer (strict CSP, nosniff, referrer and permissions policies, HSTS over
 * TLS); a game page replaces the CSP with `gamePagePolicy` of the merchant site its launch names.
 */
export function createVendorHttp(options: VendorHttpOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
    bodyLimit: options.bodyLimit ?? 64 * 1024,
  });
  // Registered without await: Fastify loads it before the first request (ready/listen).
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: GAME_PAGE_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Framing is governed by frame-ancestors, which X-Frame-Options cannot express per merchant.
    xFrameOptions: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text.length === 0 ? {} : JSON.parse(text));
    } catch {
      done(new VendorError('VALIDATION_FAILED', 'invalid JSON'));
    }
  });
  app.setErrorHandler((error, request, reply) => {
    const language = header(request, 'x-language') ?? 'EN';
    if (error instanceof VendorError) return reply.status(error.status).send(errorBody(error.code, language));
    if (error instanceof ZodError) return reply.status(400).send(errorBody('VALIDATION_FAILED', language));
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply
        .status(status)
        .send(errorBody(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', language));
    request.log.error({ err: error }, 'vendor error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', language));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('NOT_FOUND')));
  return app;
}

/**
 * Verifies a request the platform signed with an operator's credential (a launch, for example): the
 * operator named by the body's `merchantCode` is onboarded, the key header is its key id, and the
 * signature over the raw body is right and fresh. Returns the operator's link. `operators` finds the
 * credential: the kit's `OperatorStore`, or a vendor's own lookup when it holds one credential per
 * merchant and vendor code (the lottery).
 * Errors: VENDOR_SIGNATURE_INVALID for any failure (the caller learns nothing about which).
 */
export async function verifyPlatformRequest(
  request: FastifyRequest,
  operators: Pick<OperatorStore, 'find'>,
): Promise<OperatorLink> {
  const merchantCode = (request.body as { merchantCode?: unknown } | undefined)?.merchantCode;
  const link =
    typeof merchantCode === 'string' && merchantCode.length <= 32
      ? await operators.find(merchantCode)
      : undefined;
  if (
    !link ||
    header(request, VENDOR_KEY_HEADER) !== link.keyId ||
    !isValidPlatformSignature(
      link.secret,
      header(request, VENDOR_TIMESTAMP_HEADER),
      rawBodyOf(request),
      header(request, VENDOR_SIGNATURE_HEADER),
    )
  ) {
    throw new VendorError('VENDOR_SIGNATURE_INVALID');
  }
  return link;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares a presented admin key with the vendor's in constant time (hashes first: equal lengths). */
export function isAdminKey(presented: string | undefined, adminKey: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(adminKey));
}

/** Where a vendor keeps the platform's credentials: `OperatorStore` or `VendorLinks` (vendor-links.ts). */
export interface OperatorRegistry {
  save(registration: TVendorOperatorRegistration): Promise<void>;
  find(merchantCode: string, vendorCode: string): Promise<OperatorLink | undefined>;
  /** The wallet calls the vendor made through it, listed for the platform's reconciliation. */
  readonly calls: WalletCallLog;
}

export interface OperatorRoutesOptions {
  /** Base path, e.g. `/inhouse/admin/operators`: POST registers, GET `/:merchantCode` reads. */
  path: string;
  adminKey: string;
  /**
   * Where credentials are kept: the kit's `OperatorStore` (one per merchant) or, with `vendorCodes`,
   * `VendorLinks` (one per merchant and vendor code).
   */
  operators: OperatorRegistry;
  /**
   * The vendor codes a multi-code vendor serves (apps/lottery, apps/live): a registration for another
   * code is refused, and the lookup reads the first one unless `?vendorCode=` names another.
   */
  vendorCodes?: readonly string[];
  /** After a registration: register the catalogue etc.; its answer is returned as `isCatalogueRegistered`. */
  onRegistered: (merchantCode: string, vendorCode: string) => Promise<boolean>;
}

/**
 * The operator-onboarding API every vendor offers the platform, and the signed transactions listing
 * (`VENDOR_TRANSACTIONS_API.transactions`: the wallet calls made for a merchant and vendor code in a
 * time range, paged, for the platform's reconciliation). Onboarding is behind the vendor's own admin key
 * (header `x-vendor-admin-key`, or `x-admin-key`): the platform hands over the credential it issued for
 * a merchant (`ZVendorOperatorRegistration`), and can read back which key id the vendor holds (never the
 * secret). Errors: UNAUTHORIZED (key), VALIDATION_FAILED (body), NOT_FOUND (unknown merchant).
 */
export function registerOperatorRoutes(app: FastifyInstance, options: OperatorRoutesOptions): void {
  const { operators, vendorCodes } = options;
  const requireAdmin = (request: FastifyRequest) => {
    const key = header(request, VENDOR_ADMIN_KEY_HEADER) ?? header(request, ADMIN_KEY_HEADER);
    if (!isAdminKey(key, options.adminKey)) throw new VendorError('UNAUTHORIZED');
  };
  app.post(options.path, async (request) => {
    requireAdmin(request);
    const body = parse(ZVendorOperatorRegistration, request.body);
    if (vendorCodes && !vendorCodes.includes(body.vendorCode))
      throw new VendorError('VALIDATION_FAILED', `not a vendor code of this service: ${body.vendorCode}`);
    await operators.save(body);
    const isCatalogueRegistered = await options.onRegistered(body.merchantCode, body.vendorCode);
    return ok({
      merchantCode: body.merchantCode,
      ...(vendorCodes ? { vendorCode: body.vendorCode } : {}),
      isCatalogueRegistered,
    });
  });
  // The transactions listing (docs/vendor-protocol.md, "Transactions"): signed by the platform with
  // the credential of the merchant and vendor code the body names, checked before the body is read.
  app.post(VENDOR_TRANSACTIONS_API.transactions, async (request) => {
    const named = request.body as { vendorCode?: unknown } | undefined;
    const vendorCode = typeof named?.vendorCode === 'string' ? named.vendorCode : '';
    const link = await verifyPlatformRequest(request, {
      find: (merchantCode) => operators.find(merchantCode, vendorCode),
    });
    const query = parse(ZVendorTransactionsRequest, request.body);
    if (link.vendorCode !== query.vendorCode) throw new VendorError('VENDOR_SIGNATURE_INVALID');
    return ok(
      await operators.calls.page({
        merchantCode: link.merchantCode,
        vendorCode: link.vendorCode,
        from: new Date(query.from),
        to: new Date(query.to),
        cursor: query.cursor ?? null,
        limit: query.limit,
      }),
    );
  });
  app.get(`${options.path}/:merchantCode`, async (request) => {
    requireAdmin(request);
    // Checked before the lookup, as the registration is: codes only, never free text.
    const lookup = parse(ZVendorOperatorLookup, {
      ...(request.query as object),
      ...(request.params as object),
    });
    const vendorCode = lookup.vendorCode ?? vendorCodes?.[0] ?? '';
    const link = await operators.find(lookup.merchantCode, vendorCode);
    if (!link) throw new VendorError('NOT_FOUND');
    return ok({
      merchantCode: link.merchantCode,
      ...(vendorCodes ? { vendorCode: link.vendorCode } : {}),
      keyId: link.keyId,
      platformUrl: link.platformUrl,
    });
  });
}
