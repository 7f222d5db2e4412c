import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tr from '../locales/tr.json';

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

const trKeys = keysOf(tr);

describe.each([
  ['en', en],
  ['es', es],
])('locale %s', (_name, locale) => {
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

describe('tr', () => {
  it('has no empty text', () => {
    expect(trKeys.filter((key) => String(valueAt(tr, key)).trim() === '')).toEqual([]);
  });
});
