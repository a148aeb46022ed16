import { en, type TBundle } from './i18n-en.ts';

export const vi: TBundle = { ...en };
export const viSpots: Record<string, string> = {};
