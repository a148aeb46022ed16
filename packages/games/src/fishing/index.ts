export * from './kinds.ts';
export * from './paths.ts';
export * from './rounds.ts';
export * from './shot.ts';
