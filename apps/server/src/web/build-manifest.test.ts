import { describe, expect, it } from 'vitest';
import { type BuildManifest, languageModules } from './build-manifest.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_react.js'] },
  'src/i18n/locales/th.ts': {
    file: 'assets/th-4.js',
    src: 'src/i18n/locales/th.ts',
    imports: ['_shared.js'],
  },
  'src/i18n/locales/pt/index.ts': { file: 'assets/index-5.js', src: 'src/i18n/locales/pt/index.ts' },
  'src/i18n/locales/thx.ts': { file: 'assets/thx-6.js' },
};

describe('languageModules', () => {
  it("gives a language's bundle and what it imports that the page does not load already", () => {
    expect(languageModules(manifest, 'TH')).toEqual(['/assets/th-4.js', '/assets/shared-3.js']);
  });
  it('finds a bundle kept in a folder of its own', () => {
    expect(languageModules(manifest, 'PT')).toEqual(['/assets/index-5.js']);
  });
  it('gives nothing for a language the build has no bundle for, or without a manifest', () => {
    expect(languageModules(manifest, 'VI')).toEqual([]);
    expect(languageModules({}, 'TH')).toEqual([]);
  });
});
