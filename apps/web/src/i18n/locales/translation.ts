import type { TBundle } from './en.ts';

/**
 * The plural forms a language may add beside English's `_one` / `_other` pair (Russian's `_few`
 * and `_many`, Arabic's `_zero` and `_two`...): i18next picks the form by the language's own
 * plural rules, so a language that has the form needs its key.
 */
type TPluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
    : never]?: string;
};

/** Every key optional, at every depth, plus the plural forms of the language's own plural rules. */
export type TDeepPartial<T> = {
  [K in keyof T]?: T[K] extends string ? string : TDeepPartial<T[K]>;
} & TPluralForms<T>;

/**
 * What a language other than English ships: the English shape, where a key not yet translated may
 * be missing and reads English (i18next's fallback, key by key). `bundles.test.ts` checks that the
 * languages the site offers miss none.
 */
export type TTranslation = TDeepPartial<TBundle>;
