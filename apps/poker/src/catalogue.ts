import {
  POKER_TABLE_CODES,
  POKER_TABLES,
  type TLanguage,
  type TPokerTableCode,
  type TVendorCatalogueRequest,
} from '@croupier/contracts';

/** The game's name in every language but English ("Hold'em"), the prefix of each table's title. */
const NAMES: Partial<Record<TLanguage, string>> = {
  CN: '德州扑克',
  VI: 'Poker Texas',
  TH: 'เท็กซัสโฮลเด็ม',
  TW: '德州撲克',
  JA: 'テキサスホールデム',
  KO: '텍사스 홀덤',
  ES: "Texas Hold'em",
  PT: "Texas Hold'em",
  TR: "Texas Hold'em",
  RU: 'Техасский холдем',
  AR: 'تكساس هولدم',
  HI: 'टेक्सास होल्डम',
  FIL: "Texas Hold'em",
  BN: 'টেক্সাস হোল্ডেম',
  ID: "Texas Hold'em",
  MS: "Texas Hold'em",
  KM: 'តិចសាស់ហូលដិម',
  MY: 'တက္ကဆက် ဟိုးလ်ဒမ်',
};

/** A table's catalogue name: its name, format and blinds ("Sakura · 6-max NL 0.05/0.1"). */
export function tableTitle(code: TPokerTableCode, prefix = "Hold'em"): string {
  const t = POKER_TABLES[code];
  return `${prefix} ${t.name} · ${t.seats}-max ${t.smallBlind}/${t.bigBlind}`;
}

/** CPOKER's catalogue: each cash table a PVP game, named by its blinds. */
export function catalogueOf(publicUrl: string): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: 'Croupier Poker',
    games: POKER_TABLE_CODES.map((code, i) => ({
      gameCode: code,
      gameId: code,
      gameType: 'PVP' as const,
      name: tableTitle(code),
      names: Object.fromEntries(
        Object.entries(NAMES).map(([language, prefix]) => [language, tableTitle(code, prefix)]),
      ),
      iconUrl: `${base}/poker/img/${code}.svg`,
      tags: ['pvp', 'poker', 'holdem', `${POKER_TABLES[code].seats}-max`, 'provably-fair'],
      rtp: '95',
      isHot: i === 0,
      sortOrder: i,
    })),
  };
}

const FELT: Record<TPokerTableCode, [string, string]> = {
  NL6_SAKURA: ['#7a1f4d', '#e86aa6'],
  NL6_JADE: ['#0d5c47', '#3fcf9b'],
  NL6_DRAGON: ['#6b1010', '#f0553c'],
  NL9_LOTUS: ['#2b2b7a', '#8f86f0'],
  NL9_TIGER: ['#6b4a0d', '#f0b23c'],
};

/** The table's lobby tile: a felt oval, two cards and the blinds. */
export function tableIconSvg(code: TPokerTableCode): string {
  const t = POKER_TABLES[code];
  const [dark, light] = FELT[code];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<defs><radialGradient id="g" cx="50%" cy="45%" r="65%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
<rect width="400" height="300" fill="#0b0f17"/>
<ellipse cx="200" cy="165" rx="180" ry="110" fill="#2a1a10"/>
<ellipse cx="200" cy="165" rx="166" ry="97" fill="url(#g)"/>
<g transform="translate(150 86) rotate(-10)"><rect width="64" height="90" rx="8" fill="#fff"/><text x="10" y="34" font-family="Georgia,serif" font-size="30" font-weight="700" fill="#111">A</text><text x="30" y="74" font-family="Georgia,serif" font-size="34" fill="#111">♠</text></g>
<g transform="translate(196 80) rotate(9)"><rect width="64" height="90" rx="8" fill="#fff"/><text x="10" y="34" font-family="Georgia,serif" font-size="30" font-weight="700" fill="#c8102e">K</text><text x="30" y="74" font-family="Georgia,serif" font-size="34" fill="#c8102e">♥</text></g>
<text x="200" y="222" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="26" font-weight="800" fill="#fff">${t.name.toUpperCase()}</text>
<text x="200" y="252" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="19" font-weight="600" fill="#ffffffcc">${t.seats}-MAX NL ${t.smallBlind}/${t.bigBlind}</text>
</svg>`;
}
