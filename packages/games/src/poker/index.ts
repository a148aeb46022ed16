export * from './cards.ts';
export * from './evaluator.ts';
export * from './hand.ts';
