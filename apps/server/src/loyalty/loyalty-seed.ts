import type {
  TAdminPointsGoodInput,
  TAdminPointsSettings,
  TAdminRebateSettings,
  TAdminReferralSettings,
} from '@croupier/contracts';
import type { AppServices } from '../services.ts';

interface DemoLoyalty {
  points: TAdminPointsSettings;
  rebate: TAdminRebateSettings;
  referral: TAdminReferralSettings;
  goods: TAdminPointsGoodInput[];
}

const good = (
  input: Omit<
    TAdminPointsGoodInput,
    'status' | 'amountRequired' | 'description' | 'wageringMultiplier' | 'bonusExpiryDays'
  > &
    Partial<TAdminPointsGoodInput>,
): TAdminPointsGoodInput => ({
  status: 'active',
  amountRequired: '0',
  description: '',
  wageringMultiplier: input.kind === 'bonus' ? 5 : 0,
  bonusExpiryDays: 30,
  ...input,
});

/** Each demo brand's points rates, rebate rates, referral rewards and mall, in its language and currency. */
const DEMO: Record<string, DemoLoyalty> = {
  ROYAL: {
    points: {
      rates: [
        { gameType: 'RNG', pointsPerHundred: 10 },
        { gameType: 'INHOUSE', pointsPerHundred: 10 },
        { gameType: 'BGS', pointsPerHundred: 8 },
        { gameType: 'LIVE', pointsPerHundred: 4 },
        { gameType: 'LOTT', pointsPerHundred: 5 },
        { gameType: 'SPORTS', pointsPerHundred: 5 },
        { gameType: 'FISH', pointsPerHundred: 8 },
      ],
      convertPointsPerUnit: 100,
      minConvertPoints: '500',
    },
    rebate: {
      rates: [
        { gameType: 'RNG', ratePpm: 8000 },
        { gameType: 'INHOUSE', ratePpm: 8000 },
        { gameType: 'BGS', ratePpm: 6000 },
        { gameType: 'LIVE', ratePpm: 5000 },
        { gameType: 'LOTT', ratePpm: 3000 },
        { gameType: 'SPORTS', ratePpm: 4000 },
        { gameType: 'FISH', ratePpm: 6000 },
      ],
      minAmount: '1',
    },
    referral: { firstDepositReward: '10', firstDepositMin: '20', betTarget: '500', betTargetReward: '15' },
    goods: [
      good({
        kind: 'cash',
        name: '$5 cash credit',
        description: 'Straight to your wallet, no wagering.',
        imageUrl: '/points/cash.svg',
        pointsRequired: '500',
        creditAmount: '5',
        stock: null,
        sortOrder: 0,
      }),
      good({
        kind: 'cash',
        name: '$25 cash credit',
        description: 'A bigger top-up for regulars.',
        imageUrl: '/points/cash.svg',
        pointsRequired: '2400',
        creditAmount: '25',
        stock: null,
        sortOrder: 1,
      }),
      good({
        kind: 'bonus',
        name: '$10 Originals bonus',
        description: 'A bonus to play with: wager it 5 times and it turns to cash.',
        imageUrl: '/points/bonus.svg',
        pointsRequired: '900',
        creditAmount: '10',
        stock: 200,
        sortOrder: 2,
      }),
      good({
        kind: 'physical',
        name: 'Royal Flush headphones',
        description: 'Wireless gold-edition headphones, delivered to your door.',
        imageUrl: '/points/headphones.svg',
        pointsRequired: '15000',
        creditAmount: '0',
        stock: 12,
        sortOrder: 3,
      }),
      good({
        kind: 'physical',
        name: 'Smart watch',
        description: 'Fitness smart watch; shipping included.',
        imageUrl: '/points/watch.svg',
        pointsRequired: '30000',
        amountRequired: '20',
        creditAmount: '0',
        stock: 5,
        sortOrder: 4,
      }),
    ],
  },
  LOTUS: {
    points: {
      rates: [
        { gameType: 'RNG', pointsPerHundred: 1 },
        { gameType: 'INHOUSE', pointsPerHundred: 1 },
        { gameType: 'LIVE', pointsPerHundred: 1 },
        { gameType: 'LOTT', pointsPerHundred: 1 },
      ],
      convertPointsPerUnit: 2,
      minConvertPoints: '200',
    },
    rebate: {
      rates: [
        { gameType: 'RNG', ratePpm: 6000 },
        { gameType: 'INHOUSE', ratePpm: 6000 },
        { gameType: 'LIVE', ratePpm: 4000 },
        { gameType: 'LOTT', ratePpm: 3000 },
      ],
      minAmount: '20',
    },
    referral: {
      firstDepositReward: '200',
      firstDepositMin: '500',
      betTarget: '10000',
      betTargetReward: '300',
    },
    goods: [
      good({
        kind: 'cash',
        name: 'เครดิตเงินสด ฿100',
        description: 'เข้ากระเป๋าทันที ไม่ต้องทำเทิร์น',
        imageUrl: '/points/cash.svg',
        pointsRequired: '250',
        creditAmount: '100',
        stock: null,
        sortOrder: 0,
      }),
      good({
        kind: 'bonus',
        name: 'โบนัส ฿300',
        description: 'โบนัสสำหรับเล่น ทำเทิร์น 5 เท่าแล้วเปลี่ยนเป็นเงินสด',
        imageUrl: '/points/bonus.svg',
        pointsRequired: '700',
        creditAmount: '300',
        stock: 100,
        sortOrder: 1,
      }),
      good({
        kind: 'physical',
        name: 'นาฬิกาอัจฉริยะ Lotus',
        description: 'จัดส่งฟรีทั่วประเทศ',
        imageUrl: '/points/watch.svg',
        pointsRequired: '12000',
        creditAmount: '0',
        stock: 8,
        sortOrder: 2,
      }),
    ],
  },
};

/**
 * Seeds each demo brand's points rates, rebate rates, referral rewards and goods through the
 * operator's services (audited). Idempotent: a brand whose mall has goods is left as operators set it.
 */
export async function seedDemoLoyalty(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  const demo = DEMO[merchantCode];
  if (!merchant || !demo) return;
  if ((await services.points.adminGoods(merchant)).length > 0) return;
  const audit = { actor: 'demo-seed' };
  await services.points.saveSettings(merchant, demo.points, audit);
  await services.rebate.saveSettings(merchant, demo.rebate, audit);
  await services.referral.saveSettings(merchant, demo.referral, audit);
  for (const input of demo.goods) await services.points.saveGood(merchant, null, input, audit);
}
