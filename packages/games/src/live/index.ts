/** Live casino maths: shoe, baccarat, dragon tiger, roulette, sic bo, cockfight (fixed odds and pari-mutuel), payouts, roads. */
export * from './baccarat.ts';
export * from './cockfight.ts';
export * from './dragon-tiger.ts';
export * from './pari-mutuel.ts';
export * from './payouts.ts';
export * from './roads.ts';
export * from './roulette.ts';
export * from './shoe.ts';
export * from './sic-bo.ts';
