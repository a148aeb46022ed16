import type { TAdminAnnouncement, TAdminBanner, TLanguage } from '@croupier/contracts';
import type { Actor } from '../admin/actor.ts';
import type { LobbyContentService } from '../content/lobby-content.service.ts';
import type { Merchant } from '../merchants/merchant.ts';

/**
 * What a demo brand shows on a fresh start: home, login, register and side-menu banners, notices
 * for the marquee, a public popup and promotions. Written through the content service an operator
 * uses (audited as the demo seed), so the demo is what an operator would have set up, and the
 * operator can edit or delete every piece of it.
 */
export interface DemoContent {
  language: TLanguage;
  banners: { art: string; title: string; link?: { type: 'URL'; target: string } }[];
  /** Shown in the login, register and side-menu banner slots. */
  sideArt: string;
  notices: { title: string; content: string }[];
  popup: { title: string; content: string; art: string };
  promotions: { title: string; content: string; art: string }[];
}

/** Banner art shipped with the web app (apps/web/public/demo), 1200 × 400. */
const art = (name: string) => `/demo/${name}.svg`;

export const DEMO_CONTENT: Record<string, DemoContent> = {
  ROYAL: {
    language: 'EN',
    banners: [
      {
        art: 'royal-welcome',
        title: 'Welcome bonus: 100% on your first deposit',
        link: { type: 'URL', target: '/promotions' },
      },
      {
        art: 'royal-originals',
        title: 'Croupier Originals: crash, slots and dice',
        link: { type: 'URL', target: '/rng?vassalage=INHOUSE' },
      },
      {
        art: 'royal-cashback',
        title: 'Weekly cashback: 10% back every Monday',
        link: { type: 'URL', target: '/promotions' },
      },
      { art: 'royal-refer', title: 'Invite friends and earn commission' },
    ],
    sideArt: 'royal-welcome',
    notices: [
      {
        title: 'Welcome to Royal Flush Casino',
        content:
          '<p>Deposits arrive in seconds and withdrawals are reviewed around the clock. Questions? Our live chat answers day and night.</p>',
      },
      {
        title: 'New: Croupier Originals crash game',
        content:
          '<p>Cash out before the rocket crashes. Every round is provably fair: open the round details to verify its seed.</p>',
      },
      {
        title: 'Scheduled maintenance on Sunday 03:00–03:30 (UTC+8)',
        content: '<p>Bank transfers may be delayed during the window. Games stay open.</p>',
      },
    ],
    popup: {
      title: 'Your first deposit, doubled',
      content:
        '<p>Deposit now and we match <strong>100%</strong> of your first deposit, up to $500. Wagering 20× the bonus within 30 days.</p>',
      art: 'royal-welcome',
    },
    promotions: [
      {
        title: 'Welcome bonus 100% up to $500',
        content:
          '<p>New players get a 100% match on the first deposit, up to $500.</p><ul><li>Minimum deposit $20</li><li>Wagering 20× the bonus within 30 days</li><li>One bonus per household</li></ul>',
        art: 'royal-welcome',
      },
      {
        title: 'Weekly cashback 10%',
        content:
          '<p>Every Monday we return 10% of last week’s net losses on Originals, up to $1,000, straight to your wallet.</p>',
        art: 'royal-cashback',
      },
      {
        title: 'Invite friends, earn commission',
        content:
          '<p>Share your referral link from the member centre. You earn a share of every friend’s play for as long as they play.</p>',
        art: 'royal-refer',
      },
    ],
  },
  LOTUS: {
    language: 'TH',
    banners: [
      {
        art: 'lotus-welcome',
        title: 'โบนัสฝากแรก 50% สูงสุด ฿10,000',
        link: { type: 'URL', target: '/promotions' },
      },
      {
        art: 'lotus-originals',
        title: 'เกมออริจินัล: แครช สล็อต ลูกเต๋า',
        link: { type: 'URL', target: '/rng?vassalage=INHOUSE' },
      },
      { art: 'lotus-reload', title: 'เติมเงินรายวัน รับเพิ่ม 10%', link: { type: 'URL', target: '/promotions' } },
    ],
    sideArt: 'lotus-welcome',
    notices: [
      {
        title: 'ยินดีต้อนรับสู่ Lotus Palace',
        content: '<p>ฝากถอนรวดเร็ว ตลอด 24 ชั่วโมง ติดต่อแชทสดได้ทุกเวลา</p>',
      },
      {
        title: 'เกมใหม่: แครชจาก Croupier Originals',
        content: '<p>ถอนเงินก่อนจรวดระเบิด ทุกรอบตรวจสอบความยุติธรรมได้</p>',
      },
    ],
    popup: {
      title: 'โบนัสฝากแรก 50%',
      content: '<p>ฝากครั้งแรกรับโบนัส <strong>50%</strong> สูงสุด ฿10,000 ทำยอด 15 เท่าภายใน 30 วัน</p>',
      art: 'lotus-welcome',
    },
    promotions: [
      {
        title: 'โบนัสฝากแรก 50% สูงสุด ฿10,000',
        content:
          '<p>สมาชิกใหม่รับโบนัส 50% จากยอดฝากแรก</p><ul><li>ฝากขั้นต่ำ ฿300</li><li>ทำยอด 15 เท่าภายใน 30 วัน</li></ul>',
        art: 'lotus-welcome',
      },
      {
        title: 'เติมเงินรายวัน รับเพิ่ม 10%',
        content: '<p>ฝากวันละครั้ง รับโบนัสเพิ่ม 10% สูงสุด ฿1,000 ต่อวัน</p>',
        art: 'lotus-reload',
      },
    ],
  },
};

/** The content of one demo brand, created through the operator's content service. */
export async function seedDemoContent(
  lobbyContent: LobbyContentService,
  merchant: Merchant,
  content: DemoContent,
): Promise<void> {
  const actor: Actor = { name: 'demo-seed' };
  const { language } = content;
  const banners: TAdminBanner[] = [
    ...content.banners.map((banner, index) => ({
      language,
      groupName: 'w_home' as const,
      imageUrl: art(banner.art),
      linkageType: banner.link?.type ?? ('NONE' as const),
      linkTarget: banner.link?.target ?? null,
      title: banner.title,
      sortOrder: index,
    })),
    ...(['w_login', 'w_register', 'w_leftmenu'] as const).map((groupName) => ({
      language,
      groupName,
      imageUrl: art(content.sideArt),
      linkageType: 'URL' as const,
      linkTarget: '/promotions',
      title: content.promotions[0]?.title ?? '',
      sortOrder: 0,
    })),
  ];
  for (const banner of banners) await lobbyContent.createBanner(merchant, banner, actor);

  const announcements: TAdminAnnouncement[] = [
    ...content.notices.map((notice, index) => ({
      language,
      type: 'B' as const,
      executions: ['A' as const, 'B' as const],
      title: notice.title,
      content: notice.content,
      imageUrl: null,
      endTime: null,
      sortOrder: index,
    })),
    {
      language,
      type: 'PU',
      // For visitors: the offer that brings them to register. Not at a member's first login, where
      // it would cover the deposit form a new member opens next.
      executions: ['B'],
      title: content.popup.title,
      content: content.popup.content,
      imageUrl: art(content.popup.art),
      endTime: null,
      sortOrder: 0,
    },
    ...content.promotions.map((promotion, index) => ({
      language,
      type: 'PR' as const,
      executions: ['A' as const, 'B' as const],
      title: promotion.title,
      content: promotion.content,
      imageUrl: art(promotion.art),
      endTime: null,
      sortOrder: index,
    })),
  ];
  for (const announcement of announcements)
    await lobbyContent.createAnnouncement(merchant, announcement, actor);
}
