import { LANGUAGES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { cn } from './locales/cn.ts';
import { en } from './locales/en.ts';
import { th } from './locales/th.ts';
import { vi } from './locales/vi.ts';

const BUNDLES = { EN: en, CN: cn, VI: vi, TH: th };

type Tree = { [key: string]: string | Tree };

/** Flattens a bundle to `path -> value`; non-string, non-object leaves are reported as-is. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [inner, leaf] of flatten(value, path)) out.set(inner, leaf);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const reference = flatten(BUNDLES.EN);

describe('translation bundles', () => {
  it('has a bundle for every supported language', () => {
    expect(Object.keys(BUNDLES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const bundle = flatten(BUNDLES[language]);

      it('has exactly the keys of the English bundle', () => {
        const missing = [...reference.keys()].filter((key) => !bundle.has(key));
        const extra = [...bundle.keys()].filter((key) => !reference.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('has a non-empty string for every key', () => {
        const empty = [...bundle].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(empty.map(([key]) => key)).toEqual([]);
      });

      it('keeps the interpolation placeholders of English', () => {
        const mismatched = [...reference]
          .filter(([key, value]) => {
            const translated = bundle.get(key);
            return typeof translated === 'string' && typeof value === 'string'
              ? placeholders(translated).join() !== placeholders(value).join()
              : false;
          })
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      });

      if (language !== 'EN') {
        it('is a real translation, not a copy of English', () => {
          const same = [...reference].filter(([key, value]) => bundle.get(key) === value).map(([key]) => key);
          // Brand and product names (Telegram, WhatsApp, VIP, iOS...) stay as they are.
          expect(same.length / reference.size).toBeLessThan(0.05);
        });
      }
    });
  }
});
