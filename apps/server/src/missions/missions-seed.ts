import type { TAdminMission, TAdminMissionSet } from '@croupier/contracts';
import type { AppServices } from '../services.ts';

type Titles = Record<'slots' | 'games' | 'deposit' | 'login' | 'weeklyBet', string>;

/** A brand's missions, in its language, with amounts in its currency (`money` turns dollars into its units). */
function missionSet(titles: Titles, money: (units: number) => string): TAdminMissionSet {
  const mission = (m: Omit<TAdminMission, 'status' | 'gameType'> & { gameType?: string }): TAdminMission => ({
    status: 'active',
    gameType: null,
    ...m,
  });
  return {
    missions: [
      mission({
        code: 'DAILY_SLOTS',
        period: 'daily',
        kind: 'bet_amount',
        gameType: 'RNG',
        title: titles.slots,
        target: money(10),
        rewardAmount: money(1),
        points: 30,
        sortOrder: 0,
      }),
      mission({
        code: 'DAILY_3_GAMES',
        period: 'daily',
        kind: 'distinct_games',
        title: titles.games,
        target: '3',
        rewardAmount: money(0.5),
        points: 20,
        sortOrder: 1,
      }),
      mission({
        code: 'DAILY_DEPOSIT',
        period: 'daily',
        kind: 'deposit_count',
        title: titles.deposit,
        target: '1',
        rewardAmount: money(1),
        points: 20,
        sortOrder: 2,
      }),
      mission({
        code: 'WEEKLY_LOGIN_5',
        period: 'weekly',
        kind: 'login_days',
        title: titles.login,
        target: '5',
        rewardAmount: money(5),
        points: 100,
        sortOrder: 3,
      }),
      mission({
        code: 'WEEKLY_BET_500',
        period: 'weekly',
        kind: 'bet_amount',
        title: titles.weeklyBet,
        target: money(500),
        rewardAmount: money(10),
        points: 150,
        sortOrder: 4,
      }),
    ],
    prizes: {
      daily: [money(20), money(10), money(5)],
      weekly: [money(200), money(100), money(50), money(25), money(10)],
    },
  };
}

const DEMO_SETS: Record<string, TAdminMissionSet> = {
  ROYAL: missionSet(
    {
      slots: 'Bet $10 on slots',
      games: 'Play 3 different games',
      deposit: 'Make a deposit today',
      login: 'Log in on 5 days this week',
      weeklyBet: 'Bet $500 this week',
    },
    (units) => String(units),
  ),
  LOTUS: missionSet(
    {
      slots: 'เดิมพันสล็อต ฿300',
      games: 'เล่น 3 เกมที่ต่างกัน',
      deposit: 'ฝากเงินวันนี้',
      login: 'เข้าสู่ระบบ 5 วันในสัปดาห์นี้',
      weeklyBet: 'เดิมพัน ฿15,000 ในสัปดาห์นี้',
    },
    (units) => String(units * 30),
  ),
};

/**
 * Seeds each demo brand's missions and leaderboard prizes through the operator's service
 * (audited). Idempotent: a brand that has missions keeps them as the operator changed them.
 */
export async function seedDemoMissions(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  const demo = DEMO_SETS[merchantCode];
  if (!merchant || !demo) return;
  if ((await services.missions.adminSet(merchant)).missions.length > 0) return;
  await services.missions.replaceSet(merchant, demo, { actor: 'demo-seed' });
}
