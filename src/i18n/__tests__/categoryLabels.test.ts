// The category labels every feature shows (briefs, the influencer directory) are core texts,
// in the spec's Turkish names (spec section 3).
import { describe, expect, it } from 'vitest';
import { categoryCodes, categoryLabelKey, categoryNamesTr } from '@/lib/categories';
import tr from '../locales/tr.json';

const valueAt = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tr);

describe('category labels', () => {
  it('are in the core Turkish dictionary with the spec names', () => {
    for (const code of categoryCodes) {
      expect(valueAt(categoryLabelKey(code))).toBe(categoryNamesTr[code]);
    }
  });
});
