import type { TAdminPromotionInput } from '@croupier/contracts';
import { Resvg } from '@resvg/resvg-js';
import { AppError } from '../http/app-error.ts';
import { demoMember } from '../seed/demo-member.ts';
import type { AppServices } from '../services.ts';

const DAY = 86_400_000;
/** What slots (RNG), other Originals (BGS) and the rest count towards wagering on the demo brands. */
const WEIGHTS = { RNG: 100, INHOUSE: 100, BGS: 50, LOTT: 20, ELOTT: 20, LIVE: 10, COCKFIGHT: 10 };

type DemoPromotion = Omit<TAdminPromotionInput, 'startTime' | 'endTime' | 'sortOrder'> & {
  startsInDays?: number;
  runsForDays?: number;
};

const base = {
  status: 'active' as const,
  depositTrigger: null,
  matchPercent: null,
  maxBonus: null,
  minDeposit: '0',
  bonusAmount: null,
  checkinRewards: null,
  cashback: null,
  wageringBase: 'bonus' as const,
  gameWeights: WEIGHTS,
  totalBudget: null,
};

/** Each demo brand's promotions, in its own language and currency, with the art the web app ships. */
const DEMO_PROMOTIONS: Record<string, DemoPromotion[]> = {
  ROYAL: [
    {
      ...base,
      code: 'WELCOME100',
      category: 'welcome',
      kind: 'deposit_match',
      title: 'Welcome bonus 100% up to $500',
      summary: 'Join, make your first deposit and we match it 100%, up to $500.',
      terms:
        '<p>New players get a 100% match on their first deposit, up to $500.</p><ul><li>Join before you deposit; minimum deposit $20</li><li>Wagering 20× the bonus within 30 days</li><li>Slots count 100%, other Originals 50%, lottery 20%, live tables 10%</li><li>Maximum bet $25 while the bonus is wagering</li><li>Withdrawing before the wagering is met forfeits the bonus</li></ul>',
      images: [{ sequence: 0, url: '/demo/royal-welcome.svg' }],
      depositTrigger: 'first_deposit',
      matchPercent: 100,
      maxBonus: '500',
      minDeposit: '20',
      wageringMultiplier: 20,
      maxBet: '25',
      expiryDays: 30,
    },
    {
      ...base,
      code: 'FREECHIP5',
      category: 'welcome',
      kind: 'fixed_bonus',
      title: 'Free $5 chip, no deposit needed',
      summary: 'Claim $5 to try Croupier Originals. The first 1,000 players only.',
      terms:
        '<p>A $5 bonus for every player, while the $5,000 pot lasts.</p><ul><li>Wagering 10× within 7 days</li><li>Maximum bet $2 while wagering</li></ul>',
      images: [{ sequence: 0, url: '/demo/royal-originals.svg' }],
      bonusAmount: '5',
      wageringMultiplier: 10,
      maxBet: '2',
      expiryDays: 7,
      totalBudget: '5000',
    },
    {
      ...base,
      code: 'RELOAD25',
      category: 'deposit',
      kind: 'deposit_match',
      title: 'Reload 25% up to $200',
      summary: 'Top up again and get a quarter more to play with.',
      terms:
        '<p>Join, then deposit $50 or more: we add 25% of it, up to $200.</p><ul><li>Wagering 10× the bonus and deposit within 14 days</li><li>Maximum bet $20 while wagering</li></ul>',
      images: [{ sequence: 0, url: '/demo/royal-reload.svg' }],
      depositTrigger: 'reload',
      matchPercent: 25,
      maxBonus: '200',
      minDeposit: '50',
      wageringMultiplier: 10,
      wageringBase: 'bonus_deposit',
      maxBet: '20',
      expiryDays: 14,
    },
    {
      ...base,
      code: 'LIVEWEEKEND',
      category: 'casino',
      kind: 'fixed_bonus',
      title: 'Live casino weekend: $20 table chip',
      summary: 'A $20 chip for the live baccarat and roulette tables, this weekend.',
      terms: '<p>Opens on Saturday. Live tables count 100% towards the 5× wagering.</p>',
      images: [{ sequence: 0, url: '/demo/royal-live.svg' }],
      bonusAmount: '20',
      wageringMultiplier: 5,
      gameWeights: { LIVE: 100 },
      maxBet: '10',
      expiryDays: 3,
      totalBudget: '2000',
      startsInDays: 3,
      runsForDays: 2,
    },
    {
      ...base,
      code: 'CHECKIN7',
      category: 'daily',
      kind: 'daily_checkin',
      title: 'Daily check-in: up to $10 a day',
      summary: 'Check in every day: 7 days in a row climb from $1 to $10.',
      terms:
        "<p>Check in once a day on this page. Each consecutive day pays more: $1, $2, $3, $4, $5, $6, then $10 on day 7.</p><ul><li>Miss a day and the streak starts again at day 1</li><li>After day 7 a new week starts at day 1</li><li>Each reward wagers 3× within 7 days; slots count 100%</li><li>Days follow the casino's clock</li></ul>",
      images: [{ sequence: 0, url: '/demo/royal-checkin.svg' }],
      checkinRewards: ['1', '2', '3', '4', '5', '6', '10'],
      wageringMultiplier: 3,
      maxBet: '5',
      expiryDays: 7,
    },
    {
      ...base,
      code: 'CASHBACK10',
      category: 'casino',
      kind: 'cashback',
      title: 'Weekly cashback 10% up to $500',
      summary: 'Every week, 10% of your net loss back as a bonus.',
      terms:
        '<p>Each Monday we work out your net loss of the week before (bets less wins) and give 10% back, up to $500, from a net loss of $20.</p><ul><li>Claim it in the reward center</li><li>No wagering: it lands in your wallet as cash</li></ul>',
      images: [{ sequence: 0, url: '/demo/royal-cashback.svg' }],
      cashback: { percent: 10, period: 'weekly', minLoss: '20', cap: '500' },
      wageringMultiplier: 0,
      maxBet: null,
      expiryDays: 7,
    },
    {
      ...base,
      code: 'BIGWIN_SHARE',
      category: 'casino',
      kind: 'apply',
      title: 'Share your big win, get $10',
      summary: 'Hit a win of 100× or more? Send us a screenshot: once approved, claim $10 in cash.',
      terms:
        '<p>Apply with a screenshot of a win of 100× your bet or more on any slot, and a short comment.</p><ul><li>One application per player</li><li>Our team reviews each application within 24 hours</li><li>Approved rewards are paid as cash, no wagering</li><li>While the $1,000 pot lasts</li></ul>',
      images: [{ sequence: 0, url: '/demo/royal-apply.svg' }],
      bonusAmount: '10',
      wageringMultiplier: 0,
      maxBet: null,
      expiryDays: 7,
      totalBudget: '1000',
    },
  ],
  LOTUS: [
    {
      ...base,
      code: 'WELCOME50',
      category: 'welcome',
      kind: 'deposit_match',
      title: 'โบนัสฝากแรก 50% สูงสุด ฿10,000',
      summary: 'สมัครร่วมกิจกรรม แล้วฝากครั้งแรก รับโบนัส 50%',
      terms:
        '<p>สมาชิกใหม่รับโบนัส 50% จากยอดฝากแรก สูงสุด ฿10,000</p><ul><li>ฝากขั้นต่ำ ฿300</li><li>ทำยอด 15 เท่าของโบนัสภายใน 30 วัน</li><li>เดิมพันสูงสุด ฿500 ระหว่างทำยอด</li></ul>',
      images: [{ sequence: 0, url: '/demo/lotus-welcome.svg' }],
      depositTrigger: 'first_deposit',
      matchPercent: 50,
      maxBonus: '10000',
      minDeposit: '300',
      wageringMultiplier: 15,
      maxBet: '500',
      expiryDays: 30,
    },
    {
      ...base,
      code: 'RELOAD10',
      category: 'deposit',
      kind: 'deposit_match',
      title: 'เติมเงิน รับเพิ่ม 10%',
      summary: 'ฝากเพิ่ม รับโบนัส 10% สูงสุด ฿1,000',
      terms: '<p>ร่วมกิจกรรมแล้วฝาก ฿500 ขึ้นไป รับโบนัส 10% สูงสุด ฿1,000 ทำยอด 5 เท่าภายใน 7 วัน</p>',
      images: [{ sequence: 0, url: '/demo/lotus-reload.svg' }],
      depositTrigger: 'reload',
      matchPercent: 10,
      maxBonus: '1000',
      minDeposit: '500',
      wageringMultiplier: 5,
      maxBet: '300',
      expiryDays: 7,
    },
    {
      ...base,
      code: 'FREECHIP100',
      category: 'casino',
      kind: 'fixed_bonus',
      title: 'ชิปฟรี ฿100 เล่นเกมออริจินัล',
      summary: 'รับชิปฟรี ฿100 ไม่ต้องฝาก จำนวนจำกัด',
      terms: '<p>ชิปฟรี ฿100 สำหรับสมาชิก ทำยอด 10 เท่าภายใน 7 วัน เดิมพันสูงสุด ฿20</p>',
      images: [{ sequence: 0, url: '/demo/lotus-originals.svg' }],
      bonusAmount: '100',
      wageringMultiplier: 10,
      maxBet: '20',
      expiryDays: 7,
      totalBudget: '100000',
    },
    {
      ...base,
      code: 'CHECKIN7',
      category: 'daily',
      kind: 'daily_checkin',
      title: 'เช็คอินรายวัน รับสูงสุด ฿300',
      summary: 'เช็คอินทุกวัน ติดต่อกัน 7 วัน รับรางวัลเพิ่มขึ้นทุกวัน',
      terms:
        '<p>เช็คอินวันละครั้งที่หน้านี้ รางวัลเพิ่มขึ้นทุกวันที่ต่อเนื่อง: ฿20, ฿30, ฿50, ฿80, ฿100, ฿150 และ ฿300 ในวันที่ 7</p><ul><li>ขาดหนึ่งวัน เริ่มนับใหม่ที่วันที่ 1</li><li>ครบ 7 วันแล้ว เริ่มรอบใหม่ที่วันที่ 1</li><li>ทำยอด 3 เท่าของรางวัลภายใน 7 วัน</li></ul>',
      images: [{ sequence: 0, url: '/demo/lotus-checkin.svg' }],
      checkinRewards: ['20', '30', '50', '80', '100', '150', '300'],
      wageringMultiplier: 3,
      maxBet: '200',
      expiryDays: 7,
    },
    {
      ...base,
      code: 'BIGWIN_SHARE',
      category: 'casino',
      kind: 'apply',
      title: 'แชร์ยอดชนะใหญ่ รับ ฿300',
      summary: 'ชนะ 100 เท่าขึ้นไป ส่งภาพหน้าจอมา อนุมัติแล้วรับ ฿300',
      terms:
        '<p>สมัครพร้อมภาพหน้าจอการชนะ 100 เท่าของยอดเดิมพันขึ้นไป และความคิดเห็นสั้นๆ</p><ul><li>สมัครได้คนละหนึ่งครั้ง</li><li>ทีมงานตรวจสอบภายใน 24 ชั่วโมง</li><li>ทำยอด 1 เท่าของรางวัลภายใน 7 วัน</li></ul>',
      images: [{ sequence: 0, url: '/demo/lotus-apply.svg' }],
      bonusAmount: '300',
      wageringMultiplier: 1,
      maxBet: null,
      expiryDays: 7,
      totalBudget: '30000',
    },
  ],
};

/**
 * Seeds each demo brand's promotions through the operator's service (audited like an operator's
 * call). Idempotent: a code the merchant already has is left as the operator changed it.
 */
export async function seedDemoPromotions(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) return;
  const now = Date.now();
  for (const [index, demo] of (DEMO_PROMOTIONS[merchantCode] ?? []).entries()) {
    const { startsInDays, runsForDays, ...input } = demo;
    const start = startsInDays ? now + startsInDays * DAY : now - DAY;
    try {
      await services.promotions.create(
        merchant,
        {
          ...input,
          sortOrder: index,
          startTime: new Date(start).toISOString(),
          endTime: runsForDays ? new Date(start + runsForDays * DAY).toISOString() : null,
        },
        { actor: 'demo-seed' },
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
}

/** Each demo brand's applicants waiting in the apply activity's queue, with what they wrote. */
const DEMO_APPLICANTS: Record<string, { username: string; comment: string; multiplier: number }[]> = {
  ROYAL: [
    {
      username: 'bigwinner88',
      comment: 'x312 on Dragon Gold last night, screenshot attached!',
      multiplier: 312,
    },
    { username: 'slotqueen', comment: 'Five scatters on Lucky Sevens: a x140 win 🎉', multiplier: 140 },
  ],
  LOTUS: [
    { username: 'somsak77', comment: 'ชนะ 205 เท่าในเกมสล็อตเมื่อคืน แนบภาพหน้าจอแล้วครับ', multiplier: 205 },
    { username: 'nidnoi', comment: 'ได้ 120 เท่าจากฟรีสปินค่ะ', multiplier: 120 },
  ],
};

/** A drawn "screenshot" of a slot win, as a player would attach it. */
function drawnWin(multiplier: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="360">
    <rect width="540" height="360" rx="24" fill="#1e1b4b"/>
    <rect x="60" y="50" width="120" height="120" rx="16" fill="#f5b301"/><rect x="210" y="50" width="120" height="120" rx="16" fill="#f5b301"/>
    <rect x="360" y="50" width="120" height="120" rx="16" fill="#f5b301"/>
    <circle cx="120" cy="110" r="36" fill="#e11d48"/><circle cx="270" cy="110" r="36" fill="#e11d48"/><circle cx="420" cy="110" r="36" fill="#e11d48"/>
    <rect x="90" y="210" width="360" height="100" rx="20" fill="#7c3aed"/>
    ${Array.from({ length: Math.min(12, Math.round(multiplier / 25)) }, (_, i) => `<rect x="${110 + i * 28}" y="240" width="18" height="40" rx="4" fill="#fde68a"/>`).join('')}
  </svg>`;
  return Buffer.from(new Resvg(svg).render().asPng()).toString('base64');
}

/**
 * Seeds the apply activity's queue of each demo brand: a few members who applied with a comment
 * and a drawn screenshot, through the member's service (audited, images stored privately).
 * Idempotent: an applicant who applied already is left alone.
 */
export async function seedDemoApplications(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) return;
  const page = await services.promotions.adminPage(merchant, {
    kind: 'apply',
    sort: 'sortOrder',
    order: 'asc',
    pageNo: 1,
    pageSize: 20,
  });
  const activity = page.list.find((promotion) => promotion.code === 'BIGWIN_SHARE');
  if (!activity) return;
  for (const applicant of DEMO_APPLICANTS[merchantCode] ?? []) {
    const member = await demoMember(services, merchant.id, applicant.username, applicant.username);
    try {
      await services.promotionApplications.apply(
        merchant,
        member.id,
        BigInt(activity.id),
        {
          comment: applicant.comment,
          images: [
            { fileName: 'big-win.png', contentType: 'image/png', data: drawnWin(applicant.multiplier) },
          ],
        },
        { actor: 'demo-seed' },
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'APPLICATION_ALREADY_SUBMITTED')) throw error;
    }
  }
}
