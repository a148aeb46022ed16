import type { TGameType } from '@croupier/contracts';
import { sql } from 'kysely';
import { connectVendorService, type LinkedVendorService } from '../games/linked-vendors.ts';
import { createPlayer } from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from './factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * What every linked vendor service's tests (apps/lottery, apps/live …) need of the real platform:
 * the platform listening on a port, a clock the vendor reads, a merchant connected to the service's
 * vendor codes, a member launched through the catalogue, and the platform's side of the money.
 */
export interface Platform {
  test: TestApp;
  url: string;
}

/** The real platform on a fresh database, listening on a loopback port (the vendor needs HTTP). */
export async function startPlatform(): Promise<Platform> {
  const test = await startTestApp();
  const url = await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { test, url };
}

/** A test clock the vendor reads (draws, rounds, cut-offs, retries); tests move it. */
export class Clock {
  constructor(public ms = Date.parse('2031-03-10T10:00:05Z')) {}
  readonly now = () => new Date(this.ms);
  advanceTo(date: Date | string, plusMs = 1): void {
    this.ms = new Date(date).getTime() + plusMs;
  }
}

/**
 * A merchant with every vendor code of `service` enabled (game type by `gameTypeOf`) and connected:
 * credentials issued and handed to the running vendor, its catalogue registered.
 */
export async function connectedMerchant(
  platform: Platform,
  service: LinkedVendorService,
  vendor: { url: string; adminKey: string },
  gameTypeOf: (vendorCode: string) => TGameType,
  overrides: Parameters<typeof createTestMerchant>[1] = {},
): Promise<Merchant> {
  const { services } = platform.test;
  const merchant = await createTestMerchant(services, overrides);
  await services.database.db.transaction().execute(async (tx) => {
    for (const [i, code] of service.vendorCodes.entries()) {
      await services.vendorsRepository.upsertVendor(tx, {
        vassalage: code,
        displayName: code,
        gameType: gameTypeOf(code),
      });
      await services.vendorsRepository.enableForMerchant(tx, merchant.id, code, i);
    }
  });
  for (const code of service.vendorCodes) {
    await connectVendorService(services, merchant, service, code, {
      url: vendor.url,
      adminKey: vendor.adminKey,
      platformUrl: platform.url,
    });
  }
  return merchant;
}

/** A member with money, launched through the platform's catalogue onto a game: its launch URL and token. */
export async function launchThroughPlatform(
  platform: Platform,
  merchant: Merchant,
  vassalage: string,
  gameCode: string,
  balance = '1000',
) {
  const { services } = platform.test;
  const player = await createPlayer(services, merchant, balance);
  const { url } = await services.catalogue.launch({
    merchant,
    memberId: player.member.id,
    username: player.member.username,
    language: 'EN',
    ip: '127.0.0.1',
    vassalage,
    gameCode,
  });
  return { ...player, launchUrl: url, launchToken: new URL(url).searchParams.get('token') ?? '' };
}

/** The platform balance of a member. */
export function platformBalance(platform: Platform, merchant: Merchant, memberId: bigint): Promise<bigint> {
  return platform.test.services.ledger.balanceOf(merchant.id, 'member_wallet', memberId.toString());
}

/** The platform's wallet transactions of one vendor round, as kind:status. */
export async function platformTxs(platform: Platform, roundId: string): Promise<string[]> {
  const rows = await sql<{ kind: string; status: string }>`
    select kind, status from vendor_transactions where round_id = ${roundId} order by id`.execute(
    platform.test.services.database.db,
  );
  return rows.rows.map((r) => `${r.kind}:${r.status}`);
}

/** Platform wallet transactions of every round of a merchant: kind:status -> count. */
export async function platformTxCounts(
  platform: Platform,
  merchant: Merchant,
): Promise<Record<string, number>> {
  const rows = await sql<{ kind: string; n: number }>`
    select kind || ':' || status as kind, count(*)::int as n from vendor_transactions
    where merchant_id = ${merchant.id} group by 1`.execute(platform.test.services.database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.n)]));
}

// The agents feature's kit, for a vendor's tests that prove its rounds count in agent reports and salary.
export {
  agentCall,
  agentUnder,
  flat,
  grant,
  shiftIntoPast,
} from '../agents/agents-test-kit.ts';
