/** Lottery maths: draws, bet types, pricing, settlement, exposure and exact house edges. */
export * from './draw.ts';
export * from './extras.ts';
export { diceSumWays } from './fast.ts';
export * from './lottery.ts';
export { choose } from './rule.ts';
export { permutations4d, SEA_4D_DEFAULT_TABLES, type Sea4dFamily, sea4dTable } from './sea4d.ts';
export * from './types.ts';
export { vnNumbersWithDigits, xienProbability } from './vn.ts';
