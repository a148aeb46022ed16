export * from './odds.ts';
export * from './pricing.ts';
export * from './settle.ts';
export * from './slip.ts';
