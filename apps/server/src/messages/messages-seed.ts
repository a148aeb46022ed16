import type { TAdminMessageInput, TAdminRedEnvelopeInput } from '@croupier/contracts';
import type { AppServices } from '../services.ts';

const HOUR = 3_600_000;
const SEED_ACTOR = { name: 'demo-seed' };

/** Each demo brand's platform messages, in its own language: to every member, and to the demo agent's downline. */
const DEMO_MESSAGES: Record<string, TAdminMessageInput[]> = {
  ROYAL: [
    {
      audience: { type: 'all' },
      title: 'Welcome to Royal Flush',
      body: 'Thank you for joining! Your first deposit is matched 100% up to $500 — see Promotions.\nPlay responsibly: set your own limits any time in My account.',
    },
    {
      audience: { type: 'all' },
      title: 'Red envelope rain tonight',
      body: 'A $1,000 red envelope rain is coming later today. Log in while it is live and open your envelope — one per member.',
    },
    {
      audience: { type: 'downline', agent: 'demoagent' },
      title: 'Team weekly update',
      body: 'Your agent has new daily wage contracts for active players. Ask in the agent center.',
    },
  ],
  LOTUS: [
    {
      audience: { type: 'all' },
      title: 'ยินดีต้อนรับสู่ Lotus Palace',
      body: 'ขอบคุณที่ร่วมเป็นสมาชิก! ฝากครั้งแรกรับโบนัส 100% ดูรายละเอียดที่หน้าโปรโมชั่น',
    },
    {
      audience: { type: 'all' },
      title: 'ฝนอั่งเปากำลังตก!',
      body: 'ฝนอั่งเปา ฿20,000 เปิดอยู่ตอนนี้ แตะซองสีแดงเพื่อรับอั่งเปาของคุณ สมาชิกละหนึ่งซอง',
    },
  ],
};

/**
 * Each brand's red-envelope rain on a fresh start: Lotus Palace's is live (the envelope shows at
 * once), Royal Flush's starts in six hours; nothing is scheduled while one is live or upcoming.
 */
const DEMO_RAINS: Record<
  string,
  { startsInHours: number; input: Omit<TAdminRedEnvelopeInput, 'startsAt' | 'endsAt'> & { hours: number } }
> = {
  ROYAL: {
    startsInHours: 6,
    input: {
      title: 'Royal red envelope rain',
      poolAmount: '1000',
      envelopeCount: 200,
      minDeposit: null,
      minValidBet: null,
      hours: 2,
    },
  },
  LOTUS: {
    startsInHours: 0,
    input: {
      title: 'ฝนอั่งเปา Lotus',
      poolAmount: '20000',
      envelopeCount: 200,
      minDeposit: null,
      minValidBet: null,
      hours: 24,
    },
  },
};

/**
 * Seeds a demo brand's platform messages (once: a merchant that has any is left alone) and its
 * red-envelope rain (when none is live or upcoming), through the operator's services, audited.
 */
export async function seedDemoMessages(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) return;
  if ((await services.messages.adminList(merchant, { pageNo: 1, pageSize: 1 })).total === 0) {
    for (const message of DEMO_MESSAGES[merchantCode] ?? []) {
      await services.messages.send(merchant, message, SEED_ACTOR);
    }
  }
  const rain = DEMO_RAINS[merchantCode];
  if (rain && (await services.redEnvelopes.current(merchant, null)) === null) {
    const { hours, ...input } = rain.input;
    const startsAt = Date.now() + rain.startsInHours * HOUR - 60_000;
    await services.redEnvelopes.schedule(
      merchant,
      {
        ...input,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + hours * HOUR).toISOString(),
      },
      SEED_ACTOR,
    );
  }
}
