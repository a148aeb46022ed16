/** @croupier/games: pure game mathematics (no I/O): provably-fair RNG, slots, mini games, payouts. */
export * from './fair.ts';
export * from './fishing/index.ts';
export * from './live/index.ts';
export * from './lottery/index.ts';
export * from './mini/crash.ts';
export * from './mini/dice.ts';
export * from './mini/edge.ts';
export * from './mini/limbo.ts';
export * from './mini/mines.ts';
export * from './mini/plinko.ts';
export * from './money.ts';
export * from './poker/index.ts';
export * from './rng.ts';
export * from './slots/engine.ts';
export * from './slots/rtp.ts';
export * from './slots/titles.ts';
export * from './sports/index.ts';
