// @vitest-environment node
// Issue 19: every theme of spec section 9, light and dark, meets WCAG AA contrast. The pairs
// are computed from the palette (src/layout/theme/palette), the stylesheets on disk must be what
// the palette writes, and the Bootstrap colours it is derived against must be Bootstrap's.
// (Here rather than beside the palette: it reads the stylesheets with node:fs, which the app's
// tsconfig does not know, and Vitest hands CSS imports over empty.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bootstrapColors, statusNames } from '@/layout/theme/palette/bootstrapColors';
import { contrast, over } from '@/layout/theme/palette/color';
import { modePairs, themePairs, type ContrastPair } from '@/layout/theme/palette/contrastPairs';
import { colorCss, modesCss } from '@/layout/theme/palette/themeCss';
import { derivePalette, themeVariants } from '@/layout/theme/palette/themePalette';
import { themeColors, themeIds, type ThemeMode } from '@/store/ui/themes';

const themeDir = new URL('../../src/layout/theme/', import.meta.url);
const readTheme = (file: string) => readFileSync(new URL(file, themeDir), 'utf8');
const bootstrapCss = readFileSync(
  createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.css'),
  'utf8',
);
const baseCss = readTheme('base.css');
const modesCssOnDisk = readTheme('modes.css');
const colorFiles = Object.fromEntries(
  themeColors.map((color) => [color, readTheme(`colors/${color}.css`)]),
);

const below = (pairs: ContrastPair[]) =>
  pairs
    .map((pair) => ({
      ...pair,
      actual: Number(contrast(pair.foreground, pair.background).toFixed(3)),
    }))
    .filter((pair) => pair.actual < pair.ratio);

describe('colour arithmetic', () => {
  it('gives the ratios axe reports', () => {
    expect(contrast('#ffffff', '#000000')).toBe(21);
    // The two findings of issue 19, as axe-core 4.14 measured them in Chromium.
    // axe shows two decimals, cut off.
    expect(Math.floor(contrast('#b95812', '#f8f9fa') * 100) / 100).toBe(4.45);
    expect(Math.floor(contrast('#ffffff', '#ed7117') * 100) / 100).toBe(3.01);
    expect(over('#212529', 0.75, '#ffffff')).toBe('#595c5f');
  });

  it('moves a colour that does not read until it does', () => {
    const palette = derivePalette('#ffff00', 'light');
    expect(palette.accent).not.toBe('#ffff00');
    expect(contrast(palette.accent, '#e9ecef')).toBeGreaterThanOrEqual(4.5);
    expect(palette.onPrimary).toBe('#212529');
  });
});

describe('theme contrast (WCAG AA)', () => {
  it('covers the ten colours of spec section 9 in light and dark', () => {
    expect(themeVariants.map(({ mode, color }) => `${mode}.${color}`).sort()).toEqual(
      [...themeIds].sort(),
    );
  });

  it.each(themeVariants.map((variant) => [`${variant.mode}.${variant.color}`, variant] as const))(
    '%s: every themed pair reaches its ratio',
    (_id, { mode, palette }) => {
      const pairs = themePairs(mode, palette);
      expect(pairs.length).toBeGreaterThan(20);
      expect(below(pairs)).toEqual([]);
    },
  );

  it.each(['light', 'dark'] as const)('%s: Bootstrap status text, badges and alerts', (mode) => {
    expect(below(modePairs(mode))).toEqual([]);
  });

  it('fails a pair below the threshold (the check can fail)', () => {
    const unsafe = { ...derivePalette('#ed7117', 'light'), accent: '#b95812' };
    expect(below(themePairs('light', unsafe)).map((pair) => pair.foreground)).toContain('#b95812');
  });
});

describe('the stylesheets are the palette', () => {
  it.each(themeColors)('colors/%s.css is generated from the palette', (color) => {
    // On a difference: `npx tsx scripts/writeThemeCss.ts`.
    expect(colorFiles[color]).toBe(colorCss(color));
  });

  it('modes.css is generated from the palette', () => {
    expect(modesCssOnDisk).toBe(modesCss());
  });

  it('base.css uses only the variables the generated files define', () => {
    const generated = [...Object.values(colorFiles), modesCssOnDisk].join('\n');
    const defined = new Set(
      [...generated.matchAll(/--(app-[a-z-]+):/g), ...baseCss.matchAll(/--(app-[a-z-]+):/g)].map(
        (match) => match[1],
      ),
    );
    const used = [...baseCss.matchAll(/var\(--(app-[a-z-]+)\)/g)].map((match) => match[1]);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});

/** The declarations of Bootstrap's `:root, [data-bs-theme=light]` or dark block. */
function bootstrapBlock(mode: ThemeMode): Map<string, string> {
  const selector =
    mode === 'light' ? /:root,\s*\[data-bs-theme=light\]\s*\{/ : /\[data-bs-theme=dark\]\s*\{/;
  const start = bootstrapCss.search(selector);
  const body = bootstrapCss.slice(start, bootstrapCss.indexOf('}', start));
  const entries = [...body.matchAll(/(--bs-[a-z0-9-]+):\s*([^;]+);/g)].map(
    (match) => [match[1]!, match[2]!.trim()] as const,
  );
  return new Map(entries);
}

const fullHex = (value: string) =>
  /^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;

describe("the palette's Bootstrap colours are Bootstrap 5.3's", () => {
  const light = bootstrapBlock('light');

  it.each(['light', 'dark'] as const)('%s mode', (mode) => {
    const block = bootstrapBlock(mode);
    const read = (name: string) => fullHex(block.get(name) ?? light.get(name) ?? '').toLowerCase();
    const colors = bootstrapColors[mode];
    expect(read('--bs-body-bg')).toBe(colors.bodyBg);
    expect(read('--bs-tertiary-bg')).toBe(colors.tertiaryBg);
    expect(read('--bs-secondary-bg')).toBe(colors.secondaryBg);
    expect(read('--bs-body-color')).toBe(colors.bodyColor);
    expect(read('--bs-border-color')).toBe(colors.border);
    expect(read('--bs-secondary-color')).toMatch(new RegExp(`, ${colors.secondaryAlpha}\\)$`));
    for (const name of statusNames) {
      expect(fullHex(light.get(`--bs-${name}`) ?? '')).toBe(colors.status[name]);
      expect(read(`--bs-${name}-text-emphasis`)).toBe(colors.statusEmphasis[name]);
      expect(read(`--bs-${name}-bg-subtle`)).toBe(colors.statusSubtleBg[name]);
    }
  });
});
