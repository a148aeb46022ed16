import { LANGUAGES, localized, MEMBER_TYPE, parseMinor } from '@croupier/contracts';
import { hashPassword } from '../accounts/passwords.ts';
import { seedDemoAgents } from '../agents/agents-seed.ts';
import { type DemoSandbox, seedDemoPaymentChannels } from '../cashier/payment-channels.seed.ts';
import { seedDemoPlayerNotes } from '../console/console-seed.ts';
import { AppError } from '../http/app-error.ts';
import { seedDemoRgKyc } from '../kyc/rg-kyc-seed.ts';
import { seedDemoLoyalty } from '../loyalty/loyalty-seed.ts';
import type { CreateMerchantInput } from '../merchants/merchants.service.ts';
import { seedDemoMessages } from '../messages/messages-seed.ts';
import { seedDemoMissions } from '../missions/missions-seed.ts';
import { seedDemoApplications, seedDemoPromotions } from '../promotions/promotions-seed.ts';
import type { AppServices } from '../services.ts';
import { seedDemoVip } from '../vip/vip-seed.ts';
import { DEMO_CONTENT, seedDemoContent } from './demo-content.ts';
import { STARTER_HELP } from './help-content.ts';

/** Demo accounts per merchant, printed at start: a player and an agent to try both sides. */
export const DEMO_ACCOUNTS: Record<
  string,
  { username: string; password: string; type: number; affiliateCode?: string; nickname: string }[]
> = {
  ROYAL: [
    { username: 'demoplayer', password: 'player123', type: MEMBER_TYPE.MEMBER, nickname: 'Lucky Demo' },
    {
      username: 'demoagent',
      password: 'agent123',
      type: MEMBER_TYPE.AGENT,
      affiliateCode: 'ROYAL88',
      nickname: 'Demo Agent',
    },
  ],
  LOTUS: [
    { username: 'lotusplayer', password: 'lotus123', type: MEMBER_TYPE.MEMBER, nickname: 'Lotus Demo' },
  ],
};

/** The password every demo console operator signs in with (its authenticator is set up at the first sign-in). */
export const DEMO_OPERATOR_PASSWORD = 'console123';

/** The demo console's operators: one per built-in role for each brand, and one platform super admin. */
export const DEMO_OPERATORS: Record<string, { username: string; role: string }[]> = {
  ROYAL: [
    { username: 'royal-owner', role: 'owner' },
    { username: 'royal-finance', role: 'finance' },
    { username: 'royal-risk', role: 'risk' },
    { username: 'royal-support', role: 'customer_service' },
    { username: 'royal-marketing', role: 'marketing' },
    { username: 'royal-content', role: 'content' },
    { username: 'royal-viewer', role: 'read_only' },
  ],
  LOTUS: [
    { username: 'lotus-owner', role: 'owner' },
    { username: 'lotus-finance', role: 'finance' },
    { username: 'lotus-risk', role: 'risk' },
    { username: 'lotus-support', role: 'customer_service' },
    { username: 'lotus-marketing', role: 'marketing' },
    { username: 'lotus-content', role: 'content' },
    { username: 'lotus-viewer', role: 'read_only' },
  ],
};
export const DEMO_SUPER_ADMIN = 'platform-admin';

interface DemoMerchant extends CreateMerchantInput {
  vendors: { vassalage: string; displayName: string; gameType: string }[];
  customerServices: {
    csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';
    csPosition: string;
    title: string;
    url: string;
  }[];
}

/** Two brands that differ in everything a player sees: name, currency, language, colours, flags. */
/** The lottery vendor's four codes (apps/lottery), enabled on both demo brands: lottery games under LOTT/ELOTT. */
const LOTTERY_DEMO_VENDORS = [
  { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', gameType: 'LOTT' },
  { vassalage: 'TCG_SEA', displayName: 'TCG SEA 4D', gameType: 'LOTT' },
  { vassalage: 'LOTT', displayName: 'Lottery', gameType: 'LOTT' },
  { vassalage: 'ELOTT', displayName: 'E-Lottery', gameType: 'ELOTT' },
];

/** The live studio's two codes (apps/live), enabled on both demo brands: tables under LIVE, arenas under COCKFIGHT. */
const LIVE_DEMO_VENDORS = [
  { vassalage: 'CLIVE', displayName: 'Croupier Live', gameType: 'LIVE' },
  { vassalage: 'DS88', displayName: 'DS88 Sabong', gameType: 'COCKFIGHT' },
];

/** The poker vendor (apps/poker), enabled on both demo brands: its cash tables under PVP. */
const POKER_DEMO_VENDORS = [{ vassalage: 'CPOKER', displayName: 'Croupier Poker', gameType: 'PVP' }];
/** The fishing vendor (apps/fishing), enabled on both demo brands: its oceans under FISH. */
const FISHING_DEMO_VENDORS = [{ vassalage: 'CFISH', displayName: 'Croupier Fishing', gameType: 'FISH' }];
/** The sportsbook's two codes (apps/sportsbook), enabled on both demo brands: football and basketball under SPORTS, e-sports under ESPORTS. */
const SPORTS_DEMO_VENDORS = [
  { vassalage: 'CSPORT', displayName: 'Croupier Sports', gameType: 'SPORTS' },
  { vassalage: 'IMES', displayName: 'IM E-Sports', gameType: 'ESPORTS' },
];

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    code: 'ROYAL',
    name: 'Royal Flush Casino',
    currency: 'USD',
    currencySymbol: '$',
    timezone: 'Asia/Singapore',
    defaultLanguage: 'EN',
    languages: [...LANGUAGES],
    domains: [{ domain: 'localhost' }],
    brand: {
      primaryColor: '#f5b301',
      accentColor: '#7c3aed',
      defaultTheme: 'dark',
      logoText: 'Royal Flush',
      sideMenuMode: 'toggle',
    },
    flags: {
      mobileRegistration: true,
      smsVerification: true,
      mobileCodeLogin: true,
      referral: true,
      vip: true,
      pointsMall: true,
      manualRebate: true,
      // The demo agent holds contracts of all four kinds (agents-seed.ts): all four are on.
      dailySalary: true,
      dividend: true,
      hourlySalary: true,
      realtimeSalary: true,
      agentPolicy: true,
    },
    vendors: [
      { vassalage: 'INHOUSE', displayName: 'Croupier Originals', gameType: 'INHOUSE' },
      ...LOTTERY_DEMO_VENDORS,
      ...LIVE_DEMO_VENDORS,
      ...POKER_DEMO_VENDORS,
      ...SPORTS_DEMO_VENDORS,
      ...FISHING_DEMO_VENDORS,
    ],
    customerServices: [
      {
        csType: 'LIVECHAT',
        csPosition: 'LIVECHAT-1',
        title: 'Live chat',
        url: 'https://chat.royalflush.example/widget',
      },
      {
        csType: 'TELEGRAM',
        csPosition: 'TELEGRAM-1',
        title: 'Telegram',
        url: 'https://t.me/royalflush_support',
      },
      {
        csType: 'FACEBOOK',
        csPosition: 'FACEBOOK-1',
        title: 'Facebook',
        url: 'https://m.me/royalflushcasino',
      },
    ],
  },
  {
    code: 'LOTUS',
    name: 'Lotus Palace',
    currency: 'THB',
    currencySymbol: '฿',
    timezone: 'Asia/Bangkok',
    defaultLanguage: 'TH',
    languages: [...LANGUAGES],
    domains: [{ domain: '127.0.0.1' }],
    brand: {
      primaryColor: '#14b8a6',
      accentColor: '#ec4899',
      defaultTheme: 'light',
      logoText: 'Lotus Palace',
      sideMenuMode: 'shown',
    },
    flags: {
      freePlay: false,
      referral: false,
      vip: true,
      pointsMall: true,
      manualRebate: true,
      forgotPasswordByPhone: true,
      countryCodePicker: true,
    },
    vendors: [
      { vassalage: 'INHOUSE', displayName: 'Croupier Originals', gameType: 'INHOUSE' },
      ...LOTTERY_DEMO_VENDORS,
      ...LIVE_DEMO_VENDORS,
      ...POKER_DEMO_VENDORS,
      ...SPORTS_DEMO_VENDORS,
      ...FISHING_DEMO_VENDORS,
    ],
    customerServices: [
      {
        csType: 'LIVECHAT',
        csPosition: 'LIVECHAT-1',
        title: 'แชทสด',
        url: 'https://chat.lotuspalace.example/widget',
      },
      {
        csType: 'TELEGRAM',
        csPosition: 'TELEGRAM-1',
        title: 'Telegram',
        url: 'https://t.me/lotuspalace_help',
      },
    ],
  },
];

/**
 * Seeds the demo merchants, their content (banners, notices, a popup, promotions), payment channels (a sandbox gateway channel when
 * `sandboxGateway` runs) and an operator key. Idempotent: a merchant that exists
 * is left as it is, so restarting `npm start` keeps whatever the operator changed.
 */
export async function seedDemo(
  services: AppServices,
  options: { operatorKey: string; sandboxGateway?: DemoSandbox },
): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const demo of DEMO_MERCHANTS) {
    if (await services.merchants.findByCode(demo.code)) continue;
    const { vendors, customerServices, ...input } = demo;
    const merchant = await services.merchants.createMerchant(input, { name: 'demo-seed' });
    await services.database.db.transaction().execute(async (tx) => {
      for (const [index, vendor] of vendors.entries()) {
        await services.vendorsRepository.upsertVendor(tx, vendor);
        await services.vendorsRepository.enableForMerchant(tx, merchant.id, vendor.vassalage, index);
      }
      await services.contentRepository.insertCustomerServices(tx, merchant.id, customerServices);
      await services.contentRepository.insertResources(tx, merchant.id, [
        { labelNameEn: 'Android', url: `https://${demo.domains[0]?.domain}/download/android` },
        { labelNameEn: 'iOS', url: `https://${demo.domains[0]?.domain}/download/ios` },
      ]);
      for (const account of DEMO_ACCOUNTS[demo.code] ?? []) {
        await services.membersRepository.insert(tx, {
          merchant_id: merchant.id,
          username: account.username,
          type: account.type,
          nickname: account.nickname,
          password_hash: await hashPassword(account.password),
          affiliate_code: account.affiliateCode ?? null,
          register_method: 'DEMO',
        });
      }
      for (const language of LANGUAGES) {
        await services.contentRepository.insertHelpArticles(
          tx,
          merchant.id,
          language,
          'WEB',
          localized(STARTER_HELP, language),
        );
      }
    });
    const content = DEMO_CONTENT[demo.code];
    if (content) await seedDemoContent(services.lobbyContent, merchant, content);
    for (const operator of DEMO_OPERATORS[demo.code] ?? []) {
      await services.operatorAccounts.createOperator(
        merchant.id,
        { ...operator, password: DEMO_OPERATOR_PASSWORD },
        { name: 'demo-seed' },
        'system',
      );
    }
    if (demo === DEMO_MERCHANTS[0]) {
      await services.operatorAccounts.createOperator(
        null,
        { username: DEMO_SUPER_ADMIN, password: DEMO_OPERATOR_PASSWORD, role: 'super_admin' },
        { name: 'demo-seed' },
        'system',
      );
    }
    created.push(demo.code);
  }
  for (const demo of DEMO_MERCHANTS) {
    await seedDemoPaymentChannels(services, demo.code, options.sandboxGateway);
  }
  for (const demo of DEMO_MERCHANTS) await seedDemoAgents(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoPromotions(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoApplications(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoVip(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoMissions(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoLoyalty(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoRgKyc(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoMessages(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoPlayerFunds(services, demo.code);
  for (const demo of DEMO_MERCHANTS) await seedDemoPlayerNotes(services, demo.code);
  // The data directory's own key (see demo-secrets.ts); registering it again is a no-op.
  await services.adminAuth.issueKey(null, 'demo operator', options.operatorKey);
  return { created };
}

/**
 * What each demo player starts with, in the brand's currency: a balance to play every category at
 * once, and points enough for the mall's first goods, so a newcomer who logs in plays straight away.
 */
const DEMO_PLAYER_FUNDS: Record<string, { amount: string; points: string }> = {
  ROYAL: { amount: '1000', points: '1200' },
  LOTUS: { amount: '30000', points: '1200' },
};

/**
 * Credits the demo players' opening balance and points: an operator adjustment through the wallet
 * (ledger and audit) and a points adjustment, each once per player by its idempotency key, so a
 * restart of `npm start` neither pays again nor restores what the player spent.
 */
async function seedDemoPlayerFunds(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  const funds = DEMO_PLAYER_FUNDS[merchantCode];
  if (!merchant || !funds) return;
  const actor = { actor: 'demo-seed' };
  for (const account of DEMO_ACCOUNTS[merchantCode] ?? []) {
    if (account.type !== MEMBER_TYPE.MEMBER) continue;
    const member = await services.membersRepository.findByUsername(merchant.id, account.username);
    if (!member) continue;
    const idempotencyKey = `demo-opening-${account.username}`;
    await services.wallet.adjust(
      merchant,
      {
        memberId: member.id.toString(),
        amount: funds.amount,
        reason: 'Demo opening balance',
        idempotencyKey,
      },
      actor,
    );
    await services.points.adjust(
      merchant,
      {
        memberId: member.id.toString(),
        points: funds.points,
        kind: 'activity',
        remark: 'Demo welcome points',
        idempotencyKey,
      },
      actor,
    );
  }
}

/** Demo winner-board entries: masked names, in-house games, amounts in each merchant's currency. */
const DEMO_WINS: { customerName: string; gameCode: string; amount: string; minutesAgo: number }[] = [
  { customerName: 'luckydragon88', gameCode: 'ih-dragon-pearls', amount: '12850.50', minutesAgo: 7 },
  { customerName: 'spinqueen', gameCode: 'ih-fruit-fiesta', amount: '8420.00', minutesAgo: 19 },
  { customerName: 'highroller7', gameCode: 'ih-crash', amount: '6310.75', minutesAgo: 33 },
  { customerName: 'neonwolf', gameCode: 'ih-neon-nights', amount: '4975.20', minutesAgo: 48 },
  { customerName: 'pharaohfan', gameCode: 'ih-pharaohs-fortune', amount: '3640.00', minutesAgo: 62 },
  { customerName: 'minesweeper', gameCode: 'ih-mines', amount: '2288.40', minutesAgo: 85 },
  { customerName: 'vikingking', gameCode: 'ih-viking-voyage', amount: '1950.00', minutesAgo: 110 },
  { customerName: 'plinkopro', gameCode: 'ih-plinko', amount: '1422.60', minutesAgo: 140 },
  { customerName: 'deepseadiver', gameCode: 'ih-ocean-treasure', amount: '980.25', minutesAgo: 175 },
  { customerName: 'limbolegend', gameCode: 'ih-limbo', amount: '755.00', minutesAgo: 220 },
];

/**
 * Puts demo entries on each demo merchant's winner board through the catalogue service the
 * operator's winners call uses (`POST /admin/api/merchants/:code/winners`). Run once the in-house
 * vendor has registered its games; a game the catalogue does not hold is skipped. Idempotent:
 * each entry carries its own round id, recorded once. Answers how many entries were new.
 */
export async function seedDemoWinners(services: AppServices): Promise<number> {
  let recorded = 0;
  for (const demo of DEMO_MERCHANTS) {
    const merchant = await services.merchants.findByCode(demo.code);
    if (!merchant) continue;
    for (const [index, win] of DEMO_WINS.entries()) {
      const isNew = await services.catalogue
        .recordBigWin(merchant, {
          customerName: win.customerName,
          vassalage: 'INHOUSE',
          gameCode: win.gameCode,
          amount: parseMinor(win.amount),
          roundId: `demo-win-${demo.code}-${index}`,
          wonAt: new Date(Date.now() - win.minutesAgo * 60_000),
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
          throw error;
        });
      if (isNew) recorded++;
    }
  }
  return recorded;
}
