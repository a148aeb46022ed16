import {
  SPORTS_GAME_CODES,
  SPORTS_GAMES,
  type TLanguage,
  type TSportsVendorCode,
  type TVendorCatalogueRequest,
} from '@croupier/contracts';

const NAMES: Record<string, Partial<Record<TLanguage, string>>> = {
  SB_SPORTS: {
    CN: '皇冠体育',
    VI: 'Thể thao Croupier',
    TH: 'Croupier กีฬา',
    TW: '皇冠體育',
    JA: 'クルーピエ・スポーツ',
    KO: '크루피에 스포츠',
    ES: 'Croupier Deportes',
    PT: 'Croupier Esportes',
    TR: 'Croupier Spor',
    RU: 'Croupier Спорт',
    AR: 'كروبييه للرياضة',
    HI: 'क्रूपियर स्पोर्ट्स',
    FIL: 'Croupier Sports',
    BN: 'ক্রুপিয়ার স্পোর্টস',
    ID: 'Croupier Olahraga',
    MS: 'Croupier Sukan',
    KM: 'Croupier កីឡា',
    MY: 'Croupier အားကစား',
  },
  SB_ESPORTS: {
    CN: 'IM 电竞',
    VI: 'IM Thể thao điện tử',
    TH: 'IM อีสปอร์ต',
    TW: 'IM 電競',
    JA: 'IM eスポーツ',
    KO: 'IM e스포츠',
    ES: 'IM eSports',
    PT: 'IM eSports',
    TR: 'IM E-spor',
    RU: 'IM Киберспорт',
    AR: 'IM للرياضات الإلكترونية',
    HI: 'IM ई-स्पोर्ट्स',
    FIL: 'IM E-sports',
    BN: 'IM ই-স্পোর্টস',
    ID: 'IM E-sports',
    MS: 'IM E-sukan',
    KM: 'IM អ៊ីស្ព័រ',
    MY: 'IM အီးစပို့',
  },
};

/** The catalogue one vendor code registers: its one game, the whole book, under SPORTS or ESPORTS. */
export function catalogueOf(
  vendorCode: TSportsVendorCode,
  publicUrl: string,
): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  const code = SPORTS_GAME_CODES.find((c) => SPORTS_GAMES[c].vendorCode === vendorCode) ?? 'SB_SPORTS';
  const game = SPORTS_GAMES[code];
  return {
    displayName: game.name,
    games: [
      {
        gameCode: code,
        gameId: code,
        gameType: game.gameType,
        name: game.name,
        names: NAMES[code] ?? {},
        iconUrl: `${base}/sports/img/${code}.svg`,
        tags:
          vendorCode === 'IMES'
            ? ['esports', 'cs2', 'dota2', 'lol', 'valorant']
            : ['sports', 'football', 'basketball', 'asian-handicap'],
        rtp: '95',
        isHot: true,
        sortOrder: 0,
      },
    ],
  };
}

/** The book's icon: a ball (sports) or a controller (e-sports) on the brand gradient. */
export function iconSvg(code: string): string {
  const esports = code === 'SB_ESPORTS';
  const art = esports
    ? '<rect x="22" y="40" width="84" height="48" rx="24" fill="#fff"/><circle cx="46" cy="64" r="6" fill="#7c3aed"/><circle cx="84" cy="58" r="5" fill="#e11d48"/><circle cx="94" cy="70" r="5" fill="#16a34a"/>'
    : '<circle cx="64" cy="64" r="36" fill="#fff"/><path d="M64 40l14 10-5 17H55l-5-17z" fill="#111827"/><path d="M28 64l14-4 8 14-6 14M100 64l-14-4-8 14 6 14" stroke="#111827" stroke-width="3" fill="none"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${esports ? '#7c3aed' : '#16a34a'}"/><stop offset="1" stop-color="${esports ? '#1e1b4b' : '#064e3b'}"/></linearGradient></defs><rect width="128" height="128" rx="24" fill="url(#g)"/>${art}</svg>`;
}
