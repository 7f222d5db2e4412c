// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from '@/i18n';
import { storageKeys } from '@/lib/localStore';
import { initAppearance } from '../theme/appearance';
import { storedDirection, storedRadius, storedTheme, themeIds } from '@/store/ui/themes';
import { initialUiState } from '@/store/ui/uiSlice';

const store = (values: Partial<Record<keyof typeof storageKeys, string>>) => {
  for (const [key, value] of Object.entries(values)) {
    window.localStorage.setItem(storageKeys[key as keyof typeof storageKeys], value);
  }
};

const html = document.documentElement;

afterEach(() => {
  for (const name of ['data-theme', 'data-bs-theme', 'data-radius', 'dir'])
    html.removeAttribute(name);
});

describe('stored appearance settings', () => {
  it('offers the 20 theme ids, light and dark', () => {
    expect(themeIds).toHaveLength(20);
    expect(themeIds).toContain('dark.bluenavy');
    expect(themeIds).toContain('light.greysteel');
  });

  it('reads valid stored values, plain or JSON-quoted', () => {
    store({ theme: 'dark.redruby', radius: '"flat"', direction: 'rtl', language: '"es"' });
    expect([storedTheme(), storedRadius(), storedDirection(), storedLanguage()]).toEqual([
      'dark.redruby',
      'flat',
      'rtl',
      'es',
    ]);
  });

  it.each([
    ['garbage', '{not json', 'sideways', '[1,2'],
    ['light.pink', 'round', 'RTL', 'de'],
    ['{"a":1}', 'null', '42', 'null'],
  ])('falls back to the defaults for %s / %s / %s / %s', (theme, radius, direction, language) => {
    store({ theme, radius, direction, language });
    expect(() => initialUiState('desktop')).not.toThrow();
    const state = initialUiState('desktop');
    expect([state.theme, state.radius, state.direction]).toEqual([
      'light.orangecarrot',
      'rounded',
      'ltr',
    ]);
    expect(storedLanguage()).toBe('tr');
  });

  it('initAppearance applies the defaults to <html> when storage is corrupt', () => {
    store({ theme: 'dark.nothing', radius: '???', direction: '%%%' });
    expect(() => void initAppearance()).not.toThrow();
    expect(html.dataset.theme).toBe('light.orangecarrot');
    expect(html.dataset.bsTheme).toBe('light');
    expect(html.dataset.radius).toBe('rounded');
    expect(html.dir).toBe('ltr');
  });

  it('initAppearance applies valid stored settings to <html>', () => {
    store({ theme: 'dark.bluenavy', radius: 'flat', direction: 'rtl' });
    void initAppearance();
    expect(html.dataset.theme).toBe('dark.bluenavy');
    expect(html.dataset.bsTheme).toBe('dark');
    expect(html.dataset.radius).toBe('flat');
    expect(html.dir).toBe('rtl');
    // The right-to-left Bootstrap build is requested (vitest turns its URL into '').
    expect(
      document.head.querySelector('link[rel="stylesheet"][data-bootstrap="rtl"]'),
    ).not.toBeNull();
  });
});
