import { en, type TBundle } from './i18n-en.ts';

export const th: TBundle = { ...en };
export const thSpots: Record<string, string> = {};
