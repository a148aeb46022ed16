import { en, type TBundle } from './i18n-en.ts';

export const cn: TBundle = { ...en };
export const cnSpots: Record<string, string> = {};
