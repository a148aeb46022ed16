import type { TAdminVipTable, TVipLevel } from '@croupier/contracts';
import type { AppServices } from '../services.ts';

type Money = (units: number) => string;

/** A brand's five levels, scaled to its currency (`money` turns dollars into the brand's units). */
function table(names: [string, string, string, string, string], money: Money): TAdminVipTable {
  const level = (
    n: number,
    icon: TVipLevel['icon'],
    bet: number,
    deposit: number,
    perks: {
      keep: number;
      upgrade: number;
      monthly: number;
      birthday: number;
      limit: number | null;
      rebate: number;
    },
  ): TVipLevel => ({
    level: n,
    name: names[n] ?? `VIP ${n}`,
    icon,
    minValidBet: money(bet),
    minDeposit: money(deposit),
    retentionValidBet: money(perks.keep),
    upgradeBonus: money(perks.upgrade),
    monthlyBonus: money(perks.monthly),
    birthdayBonus: money(perks.birthday),
    withdrawalDailyLimit: perks.limit === null ? null : money(perks.limit),
    rebateRates: {
      RNG: perks.rebate,
      INHOUSE: perks.rebate,
      LIVE: Math.round(perks.rebate / 2),
      SPORTS: Math.round(perks.rebate / 2),
    },
  });
  return {
    levels: [
      // Every level has a daily withdrawal limit, higher the higher the level (a perk).
      level(0, 'bronze', 0, 0, { keep: 0, upgrade: 0, monthly: 0, birthday: 0, limit: 2_000, rebate: 20 }),
      level(1, 'silver', 100, 50, {
        keep: 0,
        upgrade: 5,
        monthly: 2,
        birthday: 10,
        limit: 5_000,
        rebate: 40,
      }),
      level(2, 'gold', 2_000, 500, {
        keep: 500,
        upgrade: 25,
        monthly: 10,
        birthday: 25,
        limit: 20_000,
        rebate: 60,
      }),
      level(3, 'platinum', 20_000, 5_000, {
        keep: 5_000,
        upgrade: 150,
        monthly: 50,
        birthday: 100,
        limit: 50_000,
        rebate: 80,
      }),
      level(4, 'diamond', 100_000, 25_000, {
        keep: 20_000,
        upgrade: 800,
        monthly: 200,
        birthday: 300,
        limit: 200_000,
        rebate: 100,
      }),
    ],
  };
}

const DEMO_TABLES: Record<string, TAdminVipTable> = {
  ROYAL: table(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'], (units) => String(units)),
  // Thai baht: about 30 to the dollar, rounded as an operator would.
  LOTUS: table(['บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์'], (units) => String(units * 30)),
};

/**
 * Seeds each demo brand's VIP table through the operator's service (audited like an operator's
 * call). Idempotent: a brand that has a table keeps it as the operator changed it.
 */
export async function seedDemoVip(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  const demo = DEMO_TABLES[merchantCode];
  if (!merchant || !demo) return;
  if ((await services.vip.adminTable(merchant)).levels.length > 0) return;
  await services.vip.replaceTable(merchant, demo, { actor: 'demo-seed' });
}
