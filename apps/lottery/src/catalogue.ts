import {
  LOTTERY_GAMES,
  lotteryGamesOf,
  type TLanguage,
  type TLotteryVendorCode,
  type TVendorCatalogueRequest,
} from '@croupier/contracts';

const DISPLAY_NAMES: Record<TLotteryVendorCode, string> = {
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA 4D',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};

/** Game names by kind in every language but English (the vendor's English name is `name`). */
const LOCAL_NAMES: Record<string, Partial<Record<TLanguage, string>>> = {
  VN_NORTH: {
    CN: '越南北部彩',
    VI: 'Xổ số Miền Bắc',
    TH: 'หวยเวียดนามเหนือ',
    TW: '越南北部彩',
    JA: 'ベトナム北部宝くじ',
    KO: '베트남 북부 로또',
    ES: 'Lotería del Norte de Vietnam',
    PT: 'Loteria do Norte do Vietnã',
    TR: 'Kuzey Vietnam Piyangosu',
    RU: 'Лотерея Северного Вьетнама',
    AR: 'يانصيب شمال فيتنام',
    HI: 'उत्तरी वियतनाम लॉटरी',
    FIL: 'Lotto ng Hilagang Vietnam',
    BN: 'উত্তর ভিয়েতনাম লটারি',
    ID: 'Lotere Vietnam Utara',
    MS: 'Loteri Vietnam Utara',
    KM: 'ឆ្នោតវៀតណាមខាងជើង',
    MY: 'ဗီယက်နမ်မြောက်ပိုင်း ထီ',
  },
  VN_SOUTH: {
    CN: '越南南部彩',
    VI: 'Xổ số Miền Nam',
    TH: 'หวยเวียดนามใต้',
    TW: '越南南部彩',
    JA: 'ベトナム南部宝くじ',
    KO: '베트남 남부 로또',
    ES: 'Lotería del Sur de Vietnam',
    PT: 'Loteria do Sul do Vietnã',
    TR: 'Güney Vietnam Piyangosu',
    RU: 'Лотерея Южного Вьетнама',
    AR: 'يانصيب جنوب فيتنام',
    HI: 'दक्षिणी वियतनाम लॉटरी',
    FIL: 'Lotto ng Timog Vietnam',
    BN: 'দক্ষিণ ভিয়েতনাম লটারি',
    ID: 'Lotere Vietnam Selatan',
    MS: 'Loteri Vietnam Selatan',
    KM: 'ឆ្នោតវៀតណាមខាងត្បូង',
    MY: 'ဗီယက်နမ်တောင်ပိုင်း ထီ',
  },
  SEA_4D: {
    CN: '4D彩票',
    VI: 'Xổ số 4D',
    TH: 'หวย 4D',
    TW: '4D彩票',
    JA: '4D宝くじ',
    KO: '4D 로또',
    ES: 'Lotería 4D',
    PT: 'Loteria 4D',
    TR: '4D Piyango',
    RU: 'Лотерея 4D',
    AR: 'يانصيب 4D',
    HI: '4D लॉटरी',
    FIL: '4D Lotto',
    BN: '4D লটারি',
    ID: 'Lotere 4D',
    MS: 'Loteri 4D',
    KM: 'ឆ្នោត 4D',
    MY: '4D ထီ',
  },
  FAST_5D: {
    CN: '快乐5D',
    VI: '5D Nhanh',
    TH: '5D ด่วน',
    TW: '快樂5D',
    JA: 'スピード5D',
    KO: '스피드 5D',
    ES: '5D Rápido',
    PT: '5D Rápido',
    TR: 'Hızlı 5D',
    RU: 'Быстрая 5D',
    AR: '5D السريع',
    HI: 'फ़ास्ट 5D',
    FIL: 'Mabilis na 5D',
    BN: 'দ্রুত 5D',
    ID: '5D Cepat',
    MS: '5D Pantas',
    KM: '5D រហ័ស',
    MY: '5D အမြန်',
  },
  FAST_RACE: {
    CN: '极速赛车',
    VI: 'Đua xe nhanh',
    TH: 'แข่งรถด่วน',
    TW: '極速賽車',
    JA: 'スピードレース',
    KO: '스피드 레이스',
    ES: 'Carrera Rápida',
    PT: 'Corrida Rápida',
    TR: 'Hızlı Yarış',
    RU: 'Быстрые гонки',
    AR: 'السباق السريع',
    HI: 'फ़ास्ट रेस',
    FIL: 'Mabilis na Karera',
    BN: 'দ্রুত রেস',
    ID: 'Balapan Cepat',
    MS: 'Perlumbaan Pantas',
    KM: 'ការប្រណាំងរហ័ស',
    MY: 'အမြန် ကားပြိုင်',
  },
  FAST_DICE: {
    CN: '快三',
    VI: 'Xúc xắc nhanh',
    TH: 'ลูกเต๋าด่วน',
    TW: '快三',
    JA: 'スピードダイス',
    KO: '스피드 다이스',
    ES: 'Dados Rápidos',
    PT: 'Dados Rápidos',
    TR: 'Hızlı Zar',
    RU: 'Быстрые кости',
    AR: 'النرد السريع',
    HI: 'फ़ास्ट डाइस',
    FIL: 'Mabilis na Dice',
    BN: 'দ্রুত ডাইস',
    ID: 'Dadu Cepat',
    MS: 'Dadu Pantas',
    KM: 'គ្រាប់ឡុកឡាក់រហ័ស',
    MY: 'အမြန် အန်စာတုံး',
  },
  FAST_11X5: {
    CN: '11选5',
    VI: '11 chọn 5',
    TH: '11 เลือก 5',
    TW: '11選5',
    JA: '11選5',
    KO: '11 중 5',
    ES: '11 elige 5',
    PT: '11 escolhe 5',
    TR: '11’de 5',
    RU: '5 из 11',
    AR: '5 من 11',
    HI: '11 में से 5',
    FIL: '11 pumili ng 5',
    BN: '11 থেকে 5',
    ID: '11 pilih 5',
    MS: '11 pilih 5',
    KM: '11 ជ្រើស 5',
    MY: '11 ထဲမှ 5',
  },
};

/** The catalogue one vendor code registers: its games under LOTT (ELOTT for the e-lottery). */
export function catalogueOf(
  vendorCode: TLotteryVendorCode,
  publicUrl: string,
): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: DISPLAY_NAMES[vendorCode],
    games: lotteryGamesOf(vendorCode).map((code, i) => {
      const game = LOTTERY_GAMES[code];
      return {
        gameCode: code,
        gameId: code,
        gameType: vendorCode === 'ELOTT' ? ('ELOTT' as const) : ('LOTT' as const),
        name: game.name,
        names: LOCAL_NAMES[game.kind] ?? {},
        iconUrl: `${base}/lottery/img/${code}.svg`,
        tags: ['lottery', vendorCode.toLowerCase(), 'provably-fair'],
        rtp: '95',
        isHot: i === 0,
        sortOrder: i,
      };
    }),
  };
}

const COLOURS: Record<string, [string, string]> = {
  VN_NORTH: ['#b91c1c', '#f59e0b'],
  VN_SOUTH: ['#047857', '#facc15'],
  SEA_4D: ['#1d4ed8', '#22d3ee'],
  FAST_5D: ['#7c3aed', '#f472b6'],
  FAST_RACE: ['#c2410c', '#fde047'],
  FAST_DICE: ['#0f766e', '#a3e635'],
  FAST_11X5: ['#1e3a8a', '#fb7185'],
};

/** A simple game tile: the game's colours, balls and its short name. */
export function gameIconSvg(code: keyof typeof LOTTERY_GAMES): string {
  const game = LOTTERY_GAMES[code];
  const [a, b] = COLOURS[game.kind] ?? ['#334155', '#94a3b8'];
  const label = game.kind.replace('FAST_', '').replace('VN_', 'VN ').replace('SEA_', '');
  const balls = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${70 + i * 80}" cy="110" r="30" fill="#fff" opacity="0.9"/><text x="${70 + i * 80}" y="121" font-size="30" text-anchor="middle" fill="${a}" font-family="sans-serif" font-weight="700">${(i * 3 + code.length) % 10}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="300" height="300" rx="36" fill="url(#g)"/>${balls}<text x="150" y="230" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="800">${label}</text></svg>`;
}
