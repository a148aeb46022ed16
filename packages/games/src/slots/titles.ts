/**
 * The six titles on the reel engine. Every declaredRtp is the exact RTP computed by `exactRtp` from
 * these strips and paytables, rounded to 4 decimals (slots.test.ts asserts |exact − declared| < 5e-5).
 * Pays are coins; a paid spin stakes `betCoins` coins (10 coins per line, or the ways bet).
 */
import type { SlotTitle } from './engine.ts';

/** The standard 25 paylines (row per reel, 0 = top); titles use the first N. */
export const LINES_25: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 2, 0, 2, 1],
];

/** Fruit Fiesta: classic fruit machine; 10 lines, free spins ×2. */
export const fruitFiesta: SlotTitle = {
  id: 'fruit-fiesta',
  name: 'Fruit Fiesta',
  theme: 'classic fruit machine',
  declaredRtp: 0.9602,
  rows: 3,
  betCoins: 100,
  symbols: [
    { id: 'C', name: 'Cherry', kind: 'regular', pays: [0, 0, 0, 55, 221, 664] },
    { id: 'L', name: 'Lemon', kind: 'regular', pays: [0, 0, 0, 55, 221, 664] },
    { id: 'O', name: 'Orange', kind: 'regular', pays: [0, 0, 0, 88, 332, 996] },
    { id: 'P', name: 'Plum', kind: 'regular', pays: [0, 0, 0, 111, 442, 1327] },
    { id: 'G', name: 'Grapes', kind: 'regular', pays: [0, 0, 0, 166, 664, 2212] },
    { id: 'B', name: 'Bell', kind: 'regular', pays: [0, 0, 0, 277, 1106, 4425] },
    { id: '7', name: 'Lucky Seven', kind: 'regular', pays: [0, 0, 0, 553, 2765, 11062] },
    { id: 'W', name: 'Wild Star', kind: 'wild', pays: [0, 0, 0, 664, 3318, 22123] },
    { id: 'S', name: 'Golden Coin', kind: 'scatter', pays: [0, 0, 0, 200, 1000, 5000] },
  ],
  reels: [
    'CLOPGBCLOPLWSCG7OPLCBGPOCL',
    'CLOPGBCLOPLWSCG7OPLCBGPOCL',
    'CLOPGBCLOPLWSCG7OPLCBGPOCL',
    'CLOPGBCLOPLWSCG7OPLCBGPOCL',
    'CLOPGBCLOPLWSCG7OPLCBGPOCL',
  ],
  mode: { kind: 'lines', lines: LINES_25.slice(0, 10) },
  freeSpins: [0, 0, 0, 8, 12, 20],
  freeSpinMultiplier: 2,
};

/** Pharaoh's Fortune: ancient Egypt; 20 lines, free spins ×3. */
export const pharaohsFortune: SlotTitle = {
  id: 'pharaohs-fortune',
  name: "Pharaoh's Fortune",
  theme: 'ancient Egypt',
  declaredRtp: 0.9538,
  rows: 3,
  betCoins: 200,
  symbols: [
    { id: 'T', name: 'Ten', kind: 'regular', pays: [0, 0, 0, 56, 168, 561] },
    { id: 'J', name: 'Jack', kind: 'regular', pays: [0, 0, 0, 56, 225, 674] },
    { id: 'Q', name: 'Queen', kind: 'regular', pays: [0, 0, 0, 90, 281, 898] },
    { id: 'K', name: 'King', kind: 'regular', pays: [0, 0, 0, 112, 337, 1123] },
    { id: 'A', name: 'Ace', kind: 'regular', pays: [0, 0, 0, 135, 449, 1404] },
    { id: 'E', name: 'Eye of Horus', kind: 'regular', pays: [0, 0, 22, 281, 1123, 4492] },
    { id: 'N', name: 'Anubis', kind: 'regular', pays: [0, 0, 34, 449, 1684, 6738] },
    { id: 'P', name: 'Pharaoh', kind: 'regular', pays: [0, 0, 56, 674, 2807, 16844] },
    { id: 'W', name: 'Golden Mask', kind: 'wild', pays: [0, 0, 0, 898, 4492, 28074] },
    { id: 'S', name: 'Pyramid', kind: 'scatter', pays: [0, 0, 0, 400, 2000, 10000] },
  ],
  reels: [
    'TJQKAENTJQKJSPTAWQKJTNEAKQTJ',
    'TJQKAENTJQKJSPTAWQKJTNEAKQTJ',
    'TJQKAENTJQKJSPTAWQKJTNEAKQTJ',
    'TJQKAENTJQKJSPTAWQKJTNEAKQTJ',
    'TJQKAENTJQKJSPTAWQKJTNEAKQTJ',
  ],
  mode: { kind: 'lines', lines: LINES_25.slice(0, 20) },
  freeSpins: [0, 0, 0, 10, 15, 25],
  freeSpinMultiplier: 3,
};

/** Dragon Pearls: oriental dragon; 243 ways, free spins ×2. */
export const dragonPearls: SlotTitle = {
  id: 'dragon-pearls',
  name: 'Dragon Pearls',
  theme: 'oriental dragon',
  declaredRtp: 0.9652,
  rows: 3,
  betCoins: 250,
  symbols: [
    { id: '9', name: 'Nine', kind: 'regular', pays: [0, 0, 0, 43, 108, 325] },
    { id: 'T', name: 'Ten', kind: 'regular', pays: [0, 0, 0, 43, 108, 325] },
    { id: 'J', name: 'Jack', kind: 'regular', pays: [0, 0, 0, 65, 173, 434] },
    { id: 'Q', name: 'Queen', kind: 'regular', pays: [0, 0, 0, 65, 217, 542] },
    { id: 'K', name: 'King', kind: 'regular', pays: [0, 0, 0, 108, 260, 650] },
    { id: 'L', name: 'Lantern', kind: 'regular', pays: [0, 0, 0, 173, 434, 1084] },
    { id: 'F', name: 'Koi', kind: 'regular', pays: [0, 0, 0, 217, 650, 1734] },
    { id: 'D', name: 'Dragon', kind: 'regular', pays: [0, 0, 0, 434, 1301, 4336] },
    { id: 'W', name: 'Pearl', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { id: 'S', name: 'Gong', kind: 'scatter', pays: [0, 0, 0, 500, 2500, 12500] },
  ],
  reels: [
    '9TJKQFL9TJDKQSJ9TFLKQTJ9',
    '9TJKQFL9TJSDKQWJ9TFLKQTJ9',
    '9TJKQFL9TJSDKQWJ9TFLKQTJ9',
    '9TJKQFL9TJSDKQWJ9TFLKQTJ9',
    '9TJKQFL9TJSDKQWJ9TFLKQTJ9',
  ],
  mode: { kind: 'ways' },
  freeSpins: [0, 0, 0, 8, 10, 15],
  freeSpinMultiplier: 2,
};

/** Neon Nights: retro synthwave city; 25 lines, free spins ×2. */
export const neonNights: SlotTitle = {
  id: 'neon-nights',
  name: 'Neon Nights',
  theme: 'retro synthwave city',
  declaredRtp: 0.95,
  rows: 3,
  betCoins: 250,
  symbols: [
    { id: 'H', name: 'Heart', kind: 'regular', pays: [0, 0, 0, 67, 201, 669] },
    { id: 'D', name: 'Diamond', kind: 'regular', pays: [0, 0, 0, 67, 201, 669] },
    { id: 'C', name: 'Club', kind: 'regular', pays: [0, 0, 0, 80, 268, 803] },
    { id: 'P', name: 'Spade', kind: 'regular', pays: [0, 0, 0, 80, 268, 803] },
    { id: 'R', name: 'Neon Car', kind: 'regular', pays: [0, 0, 0, 201, 669, 2678] },
    { id: 'M', name: 'Mic', kind: 'regular', pays: [0, 0, 0, 268, 1071, 4016] },
    { id: 'X', name: 'Neon Sign', kind: 'regular', pays: [0, 0, 0, 402, 2008, 10041] },
    { id: 'W', name: 'Night Wild', kind: 'wild', pays: [0, 0, 0, 669, 3347, 33470] },
    { id: 'S', name: 'Disco Ball', kind: 'scatter', pays: [0, 0, 0, 500, 2500, 12500] },
  ],
  reels: [
    'HDCPRMHDCPDWSHRXCPDHMRPCHD',
    'HDCPRMHDCPDWSHRXCPDHMRPCHD',
    'HDCPRMHDCPDWSHRXCPDHMRPCHD',
    'HDCPRMHDCPDWSHRXCPDHMRPCHD',
    'HDCPRMHDCPDWSHRXCPDHMRPCHD',
  ],
  mode: { kind: 'lines', lines: LINES_25.slice(0, 25) },
  freeSpins: [0, 0, 0, 10, 15, 20],
  freeSpinMultiplier: 2,
};

/** Viking Voyage: Norse longships; 243 ways, free spins ×3. */
export const vikingVoyage: SlotTitle = {
  id: 'viking-voyage',
  name: 'Viking Voyage',
  theme: 'Norse longships',
  declaredRtp: 0.9603,
  rows: 3,
  betCoins: 500,
  symbols: [
    { id: 'T', name: 'Ten', kind: 'regular', pays: [0, 0, 0, 103, 258, 646] },
    { id: 'J', name: 'Jack', kind: 'regular', pays: [0, 0, 0, 103, 258, 646] },
    { id: 'Q', name: 'Queen', kind: 'regular', pays: [0, 0, 0, 129, 310, 775] },
    { id: 'K', name: 'King', kind: 'regular', pays: [0, 0, 0, 155, 387, 1033] },
    { id: 'A', name: 'Ace', kind: 'regular', pays: [0, 0, 0, 207, 517, 1291] },
    { id: 'X', name: 'Axe', kind: 'regular', pays: [0, 0, 0, 310, 904, 2583] },
    { id: 'H', name: 'Helmet', kind: 'regular', pays: [0, 0, 0, 413, 1291, 3874] },
    { id: 'V', name: 'Valkyrie', kind: 'regular', pays: [0, 0, 0, 775, 2583, 10330] },
    { id: 'W', name: 'Odin', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { id: 'S', name: 'Longship', kind: 'scatter', pays: [0, 0, 0, 1000, 5000, 25000] },
  ],
  reels: [
    'TJQKAXHTJQKJVTASQKJTHXAKQTJ',
    'TJQKAXHTJQKJSVTAWQKJTHXAKQTJ',
    'TJQKAXHTJQKJSVTAWQKJTHXAKQTJ',
    'TJQKAXHTJQKJSVTAWQKJTHXAKQTJ',
    'TJQKAXHTJQKJSVTAWQKJTHXAKQTJ',
  ],
  mode: { kind: 'ways' },
  freeSpins: [0, 0, 0, 8, 12, 16],
  freeSpinMultiplier: 3,
};

/** Ocean Treasure: sunken pirate ship; 15 lines, free spins ×2. */
export const oceanTreasure: SlotTitle = {
  id: 'ocean-treasure',
  name: 'Ocean Treasure',
  theme: 'sunken pirate ship',
  declaredRtp: 0.9452,
  rows: 3,
  betCoins: 150,
  symbols: [
    { id: 'F', name: 'Fish', kind: 'regular', pays: [0, 0, 0, 35, 104, 278] },
    { id: 'H', name: 'Seahorse', kind: 'regular', pays: [0, 0, 0, 35, 104, 347] },
    { id: 'T', name: 'Turtle', kind: 'regular', pays: [0, 0, 0, 56, 174, 521] },
    { id: 'O', name: 'Octopus', kind: 'regular', pays: [0, 0, 0, 69, 278, 694] },
    { id: 'C', name: 'Chest', kind: 'regular', pays: [0, 0, 14, 139, 556, 2083] },
    { id: 'M', name: 'Mermaid', kind: 'regular', pays: [0, 0, 35, 278, 1389, 6944] },
    { id: 'W', name: 'Anchor', kind: 'wild', pays: [0, 0, 0, 347, 1736, 13888] },
    { id: 'S', name: 'Pearl Shell', kind: 'scatter', pays: [0, 0, 0, 300, 1500, 7500] },
  ],
  reels: [
    'FHTOFCHTFMWHSOFTHFCOTHF',
    'FHTOFCHTFMWHSOFTHFCOTHF',
    'FHTOFCHTFMWHSOFTHFCOTHF',
    'FHTOFCHTFMWHSOFTHFCOTHF',
    'FHTOFCHTFMWHSOFTHFCOTHF',
  ],
  mode: { kind: 'lines', lines: LINES_25.slice(0, 15) },
  freeSpins: [0, 0, 0, 10, 15, 25],
  freeSpinMultiplier: 2,
};

/** Every title, in lobby order. */
export const SLOT_TITLES: readonly SlotTitle[] = [
  fruitFiesta,
  pharaohsFortune,
  dragonPearls,
  neonNights,
  vikingVoyage,
  oceanTreasure,
];
