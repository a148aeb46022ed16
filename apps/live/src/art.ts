import { createHash } from 'node:crypto';
import { LIVE_TABLES, type TLiveTableCode } from '@croupier/contracts';

/** The studio's dealers (models): seeded into `models`, each at one table (or resting). */
export const MODELS: readonly {
  modelId: string;
  name: string;
  languages: string[];
  tableCode: TLiveTableCode | null;
}[] = [
  { modelId: 'anna', name: 'Anna', languages: ['EN', 'TH'], tableCode: 'BAC1' },
  { modelId: 'mei', name: 'Mei', languages: ['CN', 'EN'], tableCode: 'BAC2' },
  { modelId: 'linh', name: 'Linh', languages: ['VI', 'EN'], tableCode: 'DT1' },
  { modelId: 'sofia', name: 'Sofia', languages: ['EN'], tableCode: 'ROU1' },
  { modelId: 'nok', name: 'Nok', languages: ['TH', 'EN'], tableCode: 'SICBO1' },
  { modelId: 'carlo', name: 'Carlo', languages: ['EN', 'VI'], tableCode: 'ARENA1' },
  { modelId: 'jun', name: 'Jun', languages: ['CN', 'EN'], tableCode: 'ARENA2' },
  { modelId: 'lan', name: 'Lan', languages: ['VI', 'CN'], tableCode: null },
];

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#d9a066', '#8d5524'];
const HAIR = ['#2b1b17', '#4a2c2a', '#1c1c1c', '#6d4c41', '#3e2723', '#a1887f'];
const DRESS = ['#b71c1c', '#1a237e', '#004d40', '#4a148c', '#212121', '#880e4f', '#0d47a1', '#bf360c'];
const BACK = [
  ['#1f2937', '#111827'],
  ['#3b0764', '#1e1b4b'],
  ['#064e3b', '#022c22'],
  ['#7f1d1d', '#450a0a'],
];

function pick<T>(list: readonly T[], hash: Buffer, i: number): T {
  return list[(hash[i] ?? 0) % list.length] as T;
}

/** A generated portrait of a dealer (no photo can be had here): face, hair and uniform from the id's hash. */
export function portraitSvg(modelId: string, name: string): string {
  const h = createHash('sha256').update(modelId).digest();
  const skin = pick(SKIN, h, 0);
  const hair = pick(HAIR, h, 1);
  const dress = pick(DRESS, h, 2);
  const [b1, b2] = pick(BACK, h, 3);
  const long = (h[4] ?? 0) % 3 !== 0;
  const hairBack = long
    ? `<path d="M62 92 C58 40 142 40 138 92 L146 176 C120 186 80 186 54 176Z" fill="${hair}"/>`
    : `<path d="M64 96 C60 46 140 46 136 96 C128 70 72 70 64 96Z" fill="${hair}"/>`;
  const initial = name.slice(0, 1).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${name}"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient></defs><rect width="200" height="200" rx="24" fill="url(#b)"/><circle cx="170" cy="30" r="40" fill="#fbbf24" opacity=".12"/>${hairBack}<path d="M40 200 C44 160 72 146 100 146 C128 146 156 160 160 200Z" fill="${dress}"/><path d="M88 146 L100 168 L112 146Z" fill="#fff" opacity=".9"/><rect x="90" y="122" width="20" height="28" rx="8" fill="${skin}"/><ellipse cx="100" cy="96" rx="34" ry="40" fill="${skin}"/><path d="M66 90 C70 56 130 56 134 90 C122 72 84 70 66 90Z" fill="${hair}"/><ellipse cx="87" cy="98" rx="4" ry="5" fill="#2b1b17"/><ellipse cx="113" cy="98" rx="4" ry="5" fill="#2b1b17"/><path d="M90 118 Q100 126 110 118" stroke="#9b2c2c" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="80" cy="110" r="6" fill="#f87171" opacity=".25"/><circle cx="120" cy="110" r="6" fill="#f87171" opacity=".25"/><text x="22" y="186" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" opacity=".7">${initial}</text></svg>`;
}

const GAME_ART: Record<string, { from: string; to: string; icon: string }> = {
  BACCARAT: {
    from: '#14532d',
    to: '#052e16',
    icon: '<rect x="70" y="70" width="70" height="100" rx="8" fill="#fff" transform="rotate(-12 105 120)"/><rect x="150" y="70" width="70" height="100" rx="8" fill="#fff" transform="rotate(10 185 120)"/><text x="98" y="130" font-size="40" fill="#b91c1c" font-family="serif" font-weight="700" transform="rotate(-12 105 120)">9</text><text x="176" y="130" font-size="40" fill="#111" font-family="serif" font-weight="700" transform="rotate(10 185 120)">8</text>',
  },
  DRAGON_TIGER: {
    from: '#7f1d1d',
    to: '#1c1917',
    icon: '<circle cx="100" cy="115" r="46" fill="#dc2626"/><circle cx="200" cy="115" r="46" fill="#f59e0b"/><text x="100" y="130" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="800">龍</text><text x="200" y="130" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="800">虎</text>',
  },
  ROULETTE: {
    from: '#1e1b4b',
    to: '#0f172a',
    icon: '<circle cx="150" cy="115" r="70" fill="#7c2d12"/><circle cx="150" cy="115" r="58" fill="none" stroke="#fbbf24" stroke-width="10" stroke-dasharray="9 9"/><circle cx="150" cy="115" r="40" fill="#14532d"/><circle cx="150" cy="115" r="10" fill="#fbbf24"/><circle cx="190" cy="80" r="7" fill="#fff"/>',
  },
  SIC_BO: {
    from: '#0c4a6e',
    to: '#082f49',
    icon: '<rect x="70" y="80" width="60" height="60" rx="12" fill="#fff"/><rect x="145" y="60" width="60" height="60" rx="12" fill="#fff"/><rect x="125" y="125" width="60" height="60" rx="12" fill="#fff"/><g fill="#dc2626"><circle cx="100" cy="110" r="8"/><circle cx="160" cy="75" r="6"/><circle cx="190" cy="105" r="6"/><circle cx="140" cy="140" r="6"/><circle cx="155" cy="155" r="6"/><circle cx="170" cy="170" r="6"/></g>',
  },
  COCKFIGHT: {
    from: '#78350f',
    to: '#1c1917',
    icon: '<path d="M90 170 C70 120 90 80 120 70 C110 60 118 44 132 50 C140 40 152 48 146 60 C170 70 176 110 150 140 L160 175Z" fill="#dc2626"/><path d="M210 170 C230 120 210 80 180 70 C190 60 182 44 168 50 C160 40 148 48 154 60 C130 70 124 110 150 140 L140 175Z" fill="#2563eb" opacity=".85"/>',
  },
};

/** A table's catalogue tile: the game's colours and emblem, the table name. */
export function tableIconSvg(table: TLiveTableCode): string {
  const { game, name } = LIVE_TABLES[table];
  const art = GAME_ART[game] ?? (GAME_ART.BACCARAT as { from: string; to: string; icon: string });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs><rect width="300" height="300" rx="36" fill="url(#g)"/><circle cx="250" cy="40" r="10" fill="#ef4444"/><text x="236" y="46" font-size="16" text-anchor="end" fill="#fff" font-family="sans-serif" font-weight="700">LIVE</text>${art.icon}<text x="150" y="250" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="800">${name}</text></svg>`;
}
