/** Lottery maths: draws, bet types, pricing, settlement, exposure and exact house edges. */
export * from './draw.ts';
export * from './lottery.ts';
export * from './types.ts';
export { vnNumbersWithDigits, xienProbability } from './vn.ts';
