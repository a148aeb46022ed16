/**
 * Server-to-server calls between the platform and game vendors, signed like the wallet protocol
 * (docs/vendor-protocol.md): the in-house vendor's launch and operator onboarding (the same onboarding
 * every vendor built on the vendor kit serves), and the vendor -> platform jackpot and catalogue calls.
 */

import { ZInhouseGameCode } from './inhouse.ts';
import { formatMinor, ZMoney, ZPositiveMoney, ZVendorPlayerId } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Vendor <-> platform (server to server; not used by the game pages)
// ---------------------------------------------------------------------------------------------

/** Platform -> vendor launch (signed with the merchant's vendor credential, same headers as the wallet protocol). */
export const INHOUSE_VENDOR_API = {
  /** POST `ZInhouseLaunchRequest` -> `ZInhouseLaunchResponse`. */
  launch: '/inhouse/platform/launch',
  /** POST `ZVendorOperatorRegistration` with header x-vendor-admin-key -> `{ success: true }`. */
  operators: '/inhouse/admin/operators',
  health: '/inhouse/healthz',
} as const;

/** Header carrying the vendor's own admin key (operator onboarding). */
export const VENDOR_ADMIN_KEY_HEADER = 'x-vendor-admin-key';

export const ZInhouseLaunchRequest = z.object({
  requestId: z.string().min(1).max(128),
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  /** `<merchantCode>:<memberId>` as in the wallet protocol. */
  playerId: ZVendorPlayerId,
  displayName: z.string().min(1).max(64),
  currency: z.string().min(3).max(8),
  gameCode: ZInhouseGameCode,
  language: z.string().max(8),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(500).nullable().optional(),
  /**
   * A demo launch (a trial member, docs/vendor-protocol.md "Demo play"): the vendor plays the game
   * with play money it keeps itself and makes no wallet call at all. Only for a game the vendor
   * registered with `demo: true`; a vendor refuses it for any other game (NOT_FOUND).
   */
  demo: z.boolean().optional(),
});
export type TInhouseLaunchRequest = z.infer<typeof ZInhouseLaunchRequest>;

/**
 * The launch request of any vendor on the vendor kit (the in-house one narrows `gameCode` to its
 * catalogue): `vendorCode` is the vassalage the member launched (a service may serve several).
 */
export const ZVendorLaunchRequest = ZInhouseLaunchRequest.extend({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  vendorCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional(),
});
export type TVendorLaunchRequest = z.infer<typeof ZVendorLaunchRequest>;

export const ZInhouseLaunchResponse = z.object({
  success: z.literal(true),
  value: z.object({ url: z.string(), expiresAt: z.string() }),
});
export type TInhouseLaunchResponse = z.infer<typeof ZInhouseLaunchResponse>;

/** An operator (merchant) onboarded on the vendor: where its wallet is and the credential it issued. */
export const ZVendorOperatorRegistration = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  platformUrl: z.string().url(),
  vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  keyId: z.string().min(1).max(128),
  secret: z.string().min(16).max(256),
  currency: z.string().min(3).max(8),
});
export type TVendorOperatorRegistration = z.infer<typeof ZVendorOperatorRegistration>;

/** `GET <operators>/:merchantCode?vendorCode=`: which credential a vendor holds for a merchant (and vendor code). */
export const ZVendorOperatorLookup = z.object({
  merchantCode: ZVendorOperatorRegistration.shape.merchantCode,
  vendorCode: ZVendorOperatorRegistration.shape.vendorCode.optional(),
});

// ---------------------------------------------------------------------------------------------
// Vendor -> platform additions to the signed vendor protocol (same headers and signature as the
// wallet calls): progressive jackpot pools held in the platform ledger, and catalogue registration.
// ---------------------------------------------------------------------------------------------

export const VENDOR_JACKPOT_API = {
  /** POST `ZJackpotContributeRequest` -> `ZJackpotValue`: vendor account -> pool, idempotent by transactionId. */
  contribute: '/vendor-api/v1/:vendorCode/jackpot/contribute',
  /** POST `ZJackpotAwardRequest` -> `ZJackpotValue`: the whole pool -> the player's wallet, idempotent by transactionId. */
  award: '/vendor-api/v1/:vendorCode/jackpot/award',
  /** POST `ZJackpotPoolRequest` -> `ZJackpotValue` (amount "0"): the pool's balance. */
  pool: '/vendor-api/v1/:vendorCode/jackpot/pool',
  /** POST `ZVendorCatalogueRequest` -> `{ success, value: { upserted } }`: the vendor's games (its own vassalage only). */
  catalogue: '/vendor-api/v1/:vendorCode/catalogue',
} as const;

export const ZJackpotPoolCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const ZJackpotContributeRequest = z.object({
  requestId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  roundId: z.string().min(1).max(128),
  playerId: ZVendorPlayerId,
  gameCode: z.string().min(1).max(128),
  poolCode: ZJackpotPoolCode,
  amount: ZPositiveMoney,
});
export type TJackpotContributeRequest = z.infer<typeof ZJackpotContributeRequest>;

export const ZJackpotAwardRequest = ZJackpotContributeRequest.omit({ amount: true });
export type TJackpotAwardRequest = z.infer<typeof ZJackpotAwardRequest>;

export const ZJackpotPoolRequest = z.object({
  requestId: z.string().min(1).max(128),
  poolCode: ZJackpotPoolCode,
});

export const ZJackpotValue = z.object({
  requestId: z.string(),
  poolCode: z.string(),
  /** The pool after the call. */
  pool: z.string(),
  /** What this call moved (the award: the pool at the time of the award; a replay returns the first answer). */
  amount: z.string(),
  /** The player's balance after an award (absent otherwise). */
  balance: z.string().optional(),
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type TJackpotValue = z.infer<typeof ZJackpotValue>;

/** One game of a vendor's catalogue registration (the vassalage is the signing vendor's code). */
export const ZVendorCatalogueGame = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  gameId: z.string().min(1).max(64),
  /** Slots list under RNG, mini games under BGS (the lobby's mini-games page); INHOUSE is the vendor's own lane; live tables under LIVE, cockfight under COCKFIGHT, poker cash tables under PVP, sportsbooks under SPORTS and ESPORTS, fishing games under FISH. */
  gameType: z.enum([
    'RNG',
    'BGS',
    'INHOUSE',
    'LOTT',
    'ELOTT',
    'LIVE',
    'COCKFIGHT',
    'PVP',
    'SPORTS',
    'ESPORTS',
    'FISH',
  ]),
  name: z.string().min(1).max(120),
  names: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().min(1).max(120)),
  iconUrl: z.string().max(2000),
  tags: z.array(z.string().min(1).max(32)).max(20),
  rtp: z.string().regex(/^\d{1,3}(\.\d{1,3})?$/),
  isHot: z.boolean(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
  /** The vendor offers the game in demo mode (play money it keeps itself), so trial members may open it. */
  demo: z.boolean().optional(),
});
export const ZVendorCatalogueRequest = z.object({
  requestId: z.string().min(1).max(128),
  displayName: z.string().min(1).max(80),
  games: z.array(ZVendorCatalogueGame).min(1).max(200),
});
export type TVendorCatalogueRequest = z.infer<typeof ZVendorCatalogueRequest>;

// ---------------------------------------------------------------------------------------------
// What every vendor's game page gets from its own vendor (apps/lottery, apps/live): the session
// exchanged for the launch token, and the balance. Each vendor extends the session with its games.
// ---------------------------------------------------------------------------------------------

/** The session a game page holds after exchanging its launch token; vendors add their games. */
export const ZGamePageSession = z.object({
  sessionToken: z.string(),
  player: z.object({ displayName: z.string() }),
  currency: z.string(),
  balance: ZMoney,
  language: z.string(),
  /** Where the lobby is (the platform's backUrl), may be null. */
  lobbyUrl: z.string().nullable(),
  serverTime: z.string(),
});

/** A game page's balance call (the platform's balance through the vendor). */
export const ZGamePageBalanceResponse = z.object({
  success: z.literal(true),
  value: z.object({ balance: ZMoney, currency: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Published results (platform -> vendor, signed with the merchant's credential for the vendor
// code, like the launch): a vendor service whose games have public results (lottery draws …)
// declares the path (`LinkedVendorService.resultsPath`) and the platform relays them to the lobby.
// ---------------------------------------------------------------------------------------------

/** POST body: the newest published results of one game of the vendor code. */
export const ZVendorResultsRequest = z.object({
  requestId: z.string().min(1).max(128),
  merchantCode: z.string().min(1).max(32),
  vendorCode: z.string().min(1).max(32),
  gameCode: z.string().min(1).max(64),
  limit: z.number().int().min(1).max(50),
});
export type TVendorResultsRequest = z.infer<typeof ZVendorResultsRequest>;

/** One published result: its round (draw) id and public key, when it was opened, its numbers by prize tier. */
export const ZVendorPublishedResult = z.object({
  roundId: z.string().min(1).max(128),
  /** The public period key players read ('20261125-0042'). */
  issue: z.string().min(1).max(64),
  gameCode: z.string().min(1).max(64),
  openedAt: z.string(),
  /** Every prize tier in publishing order (the first is the headline result). */
  tiers: z
    .array(
      z.object({
        tier: z.string().max(32),
        name: z.string().max(64),
        numbers: z.array(z.string().max(16)).max(64),
      }),
    )
    .max(32),
  /** Verifiable draws: the seed's hash published before, the seed now (null when not applicable). */
  seedHash: z.string().max(128).nullable(),
  seed: z.string().max(256).nullable(),
});
export type TVendorPublishedResult = z.infer<typeof ZVendorPublishedResult>;

export const ZVendorResultsResponse = z.object({
  success: z.literal(true),
  value: z.object({ results: z.array(ZVendorPublishedResult).max(50) }),
});

// ---------------------------------------------------------------------------------------------
// Merchant settings (platform -> vendor, signed with the merchant's credential for the vendor code,
// like the launch): a vendor service whose games a merchant tunes (limits, odds, house cut) declares
// the path (`LinkedVendorService.settingsPath`); the operator console reads and changes them through
// the platform, which checks the operator's permission, the bounds the vendor states, and audits.
// ---------------------------------------------------------------------------------------------

/** A setting's value: a decimal with at most 4 places (money in major units, or a percentage). */
export const ZVendorSettingValue = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,4})?$/, 'a decimal with at most 4 places');

/** The kinds a console knows how to show: money (the merchant's currency) and percent. */
export const VENDOR_SETTING_KINDS = ['money', 'percent'] as const;

/** One setting of one merchant at the vendor, with the bounds the vendor accepts. */
export const ZVendorSetting = z.object({
  /** Stable key the vendor reads back ('BACCARAT_1.maxBet'). */
  key: z.string().regex(/^[A-Za-z0-9_.:-]{1,96}$/),
  /** What it belongs to, as an operator reads it ('Baccarat 1', 'Vietnam north · Đề'). */
  group: z.string().min(1).max(96),
  label: z.string().min(1).max(96),
  kind: z.enum(VENDOR_SETTING_KINDS),
  /** The merchant's own value; null: the default applies (or, when `defaultValue` is null, it is off). */
  value: ZVendorSettingValue.nullable(),
  /** What applies without a value of the merchant's own; null: the setting is off without one. */
  defaultValue: ZVendorSettingValue.nullable(),
  min: ZVendorSettingValue,
  max: ZVendorSettingValue,
  /** The key of a setting this one may not exceed (a minimum under its maximum), in effect values. */
  notAbove: z.string().max(96).optional(),
});
export type TVendorSetting = z.infer<typeof ZVendorSetting>;

/** POST body: read the merchant's settings (no changes) or change some (all or none), then read them. */
export const ZVendorSettingsRequest = z.object({
  requestId: z.string().min(1).max(128),
  merchantCode: z.string().min(1).max(32),
  vendorCode: z.string().min(1).max(32),
  /** Who changes them (the operator's name at the platform), kept in the vendor's own audit. */
  actor: z.string().min(1).max(96),
  /** A null value goes back to the default (or turns the setting off). */
  changes: z.array(z.object({ key: z.string().max(96), value: ZVendorSettingValue.nullable() })).max(400),
});
export type TVendorSettingsRequest = z.infer<typeof ZVendorSettingsRequest>;

export const ZVendorSettingsResponse = z.object({
  success: z.literal(true),
  value: z.object({ settings: z.array(ZVendorSetting).max(400) }),
});
export type TVendorSettingsResponse = z.infer<typeof ZVendorSettingsResponse>;

/** Minor units as a setting's value ('2', '0.1', '12.5'): formatMinor without trailing zeros. */
export function settingValueOfMinor(minor: bigint): string {
  return formatMinor(minor).replace(/\.?0+$/, '');
}

/** Basis points as a percentage setting's value (550 -> '5.5', 10000 -> '100'). */
export function settingValueOfBp(bp: number): string {
  return (bp / 100).toFixed(2).replace(/\.?0+$/, '');
}

// ---------------------------------------------------------------------------------------------
// Live models (platform -> vendor, signed like the launch): a vendor service with hosts at its games
// (live dealers) declares the path (`LinkedVendorService.modelsPath`); the platform relays the list
// to the lobby, and its chat launch opens the game's chat (the launch URL with `view=chat`).
// ---------------------------------------------------------------------------------------------

export const ZVendorModelsRequest = z.object({
  requestId: z.string().min(1).max(128),
  merchantCode: z.string().min(1).max(32),
  vendorCode: z.string().min(1).max(32),
  language: z.string().min(2).max(8),
});
export type TVendorModelsRequest = z.infer<typeof ZVendorModelsRequest>;

/** A host of the vendor's games: name, portrait (absolute URL), the game it hosts now, its languages. */
export const ZVendorModel = z.object({
  modelId: z.string().min(1).max(64),
  name: z.string().min(1).max(64),
  portraitUrl: z.string().url().max(500),
  /** The catalogue game code it hosts (null: between tables). */
  gameCode: z.string().max(64).nullable(),
  languages: z.array(z.string().max(8)).max(20),
});
export type TVendorModel = z.infer<typeof ZVendorModel>;

export const ZVendorModelsResponse = z.object({
  success: z.literal(true),
  value: z.object({ models: z.array(ZVendorModel).max(200) }),
});
