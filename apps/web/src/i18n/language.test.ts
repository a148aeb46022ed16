import { LANGUAGES, type TMerchantInfo } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { hasBundle } from './i18n.ts';
import { merchantLanguages } from './language.ts';

const merchant = (languages: string[]) => ({ languages, defaultLanguage: 'EN' }) as unknown as TMerchantInfo;
/** A language the site does not ship yet, if any is left. */
const unbundled = LANGUAGES.filter((language) => !hasBundle(language));

describe(merchantLanguages.name, () => {
  it('offers the merchant languages the site has a bundle for, in the product order', () => {
    expect(merchantLanguages(merchant(['JA', 'EN', ...unbundled, 'AR', 'TH']))).toEqual([
      'EN',
      'TH',
      'JA',
      'AR',
    ]);
  });

  it('offers every bundled language when the merchant lists none it can show', () => {
    const all = merchantLanguages(merchant([]));
    expect(all).toEqual(LANGUAGES.filter(hasBundle));
    expect(merchantLanguages(merchant(unbundled))).toEqual(all);
  });
});
