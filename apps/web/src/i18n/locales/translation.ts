import type { TBundle } from './en.ts';

/** Every key optional, at every depth. */
export type TDeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : TDeepPartial<T[K]> };

/**
 * What a language other than English ships: the English shape, where a key not yet translated may
 * be missing and reads English (i18next's fallback, key by key). `bundles.test.ts` checks that the
 * languages the site offers miss none.
 */
export type TTranslation = TDeepPartial<TBundle>;
