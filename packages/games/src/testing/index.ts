/** Test support for the game maths (fast-check arbitraries); tests only, never production code. */
export * from './lottery.ts';
