import { describe, expect, it } from 'vitest';
import { languages, translationParts } from '..';

// Every dictionary file on disk, so a part that index.ts does not list is caught too.
const files = import.meta.glob<Record<string, unknown>>('../locales/**/*.json', {
  eager: true,
  import: 'default',
});

/** `core` for locales/<language>.json, the part's name for locales/parts/<part>.<language>.json. */
const dictionaries = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, dictionary] of Object.entries(files)) {
  const match = /^\.\.\/locales\/(?:parts\/([A-Za-z]+)\.)?([a-z]+)\.json$/.exec(path);
  if (!match) throw new Error(`unexpected dictionary file ${path}`);
  const [, part = 'core', language] = match;
  if (!dictionaries.has(part)) dictionaries.set(part, new Map());
  dictionaries.get(part)!.set(language!, dictionary);
}

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(node: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((current, part) => (current as Record<string, unknown>)?.[part], node);
}

describe('dictionary files', () => {
  it('are the core and the parts index.ts loads, each in every language', () => {
    expect([...dictionaries.keys()].sort()).toEqual(['core', ...translationParts].sort());
    for (const byLanguage of dictionaries.values()) {
      expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
    }
  });

  it('never put a top-level section in two files', () => {
    for (const language of languages) {
      const owners = new Map<string, string[]>();
      for (const [part, byLanguage] of dictionaries) {
        for (const section of Object.keys(byLanguage.get(language) ?? {})) {
          owners.set(section, [...(owners.get(section) ?? []), part]);
        }
      }
      const shared = [...owners].filter(([, parts]) => parts.length > 1);
      expect(shared, language).toEqual([]);
    }
  });
});

describe.each([...dictionaries.keys()])('%s', (part) => {
  const byLanguage = dictionaries.get(part)!;
  const tr = byLanguage.get('tr');
  const trKeys = keysOf(tr);

  it('tr has no empty text', () => {
    expect(trKeys.filter((key) => String(valueAt(tr, key)).trim() === '')).toEqual([]);
  });

  describe.each(['en', 'es'])('%s', (language) => {
    const locale = byLanguage.get(language);

    it('has every key that tr has, with a non-empty text', () => {
      const missing = trKeys.filter((key) => {
        const value = valueAt(locale, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it('has no key that tr lacks', () => {
      const extra = keysOf(locale).filter((key) => !trKeys.includes(key));
      expect(extra).toEqual([]);
    });
  });
});
