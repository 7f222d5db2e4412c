// Colour arithmetic for the theme palette: WCAG 2.x relative luminance and contrast ratio, and
// the sRGB mixing CSS `color-mix(in srgb, …)` does. Build-time and test code only: the app
// ships the CSS these produce, never this module.

/** An opaque colour as 0–255 channels. */
export type Rgb = readonly [r: number, g: number, b: number];

const hexPattern = /^#([0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = hexPattern.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** "r, g, b" for Bootstrap's `--bs-*-rgb` variables. */
export function rgbTriplet(hex: string): string {
  return parseHex(hex).join(', ');
}

/** `weight` of `a` mixed with the rest of `b`, rounded to whole channels (as CSS would). */
export function mix(a: string, b: string, weight: number): string {
  const [ca, cb] = [parseHex(a), parseHex(b)];
  const channel = (i: 0 | 1 | 2) => ca[i] * weight + cb[i] * (1 - weight);
  return toHex([channel(0), channel(1), channel(2)]);
}

/** A translucent colour painted over an opaque background (e.g. rgba(33, 37, 41, 0.75)). */
export function over(hex: string, alpha: number, background: string): string {
  return mix(hex, background, alpha);
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The first shade on the way from `from` to `toward` (in 1 % steps of mixing) that `fits`;
 * `from` itself when it already does. Throws when not even `toward` fits, so an impossible
 * palette fails loudly at generation time instead of shipping a bad colour.
 */
export function firstShade(from: string, toward: string, fits: (hex: string) => boolean): string {
  for (let step = 0; step <= 100; step += 1) {
    const shade = mix(toward, from, step / 100);
    if (fits(shade)) return shade;
  }
  throw new Error(`no shade between ${from} and ${toward} fits`);
}

/** A test for `firstShade`: at least `ratio` against every one of `backgrounds`. */
export const contrastsWith =
  (backgrounds: readonly string[], ratio: number) =>
  (hex: string): boolean =>
    backgrounds.every((background) => contrast(hex, background) >= ratio);
