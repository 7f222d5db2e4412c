// The one place the theme colours come from (spec section 9: ten colours, each light and dark).
// Each theme is a single brand colour; every other shade the app draws is derived from it so
// that it reaches WCAG AA against what it sits on (4.5:1 for text, 3:1 for focus rings and
// other UI graphics). `npx tsx scripts/writeThemeCss.ts` writes the result to
// theme/colors/*.css and theme/modes.css; a unit test checks the files match and every pair.
import { themeColors, themeModes, type ThemeColor, type ThemeMode } from '@/store/ui/themes';
import {
  bootstrapColors,
  ink,
  statusNames,
  white,
  type ModeColors,
  type StatusName,
} from './bootstrapColors';
import { contrast, contrastsWith, firstShade, mix } from './color';

/** The brand colour of each theme, as the design has it. */
export const brandColors: Record<ThemeColor, Record<ThemeMode, string>> = {
  bluenavy: { light: '#00365a', dark: '#2f6f9f' },
  blueyale: { light: '#145388', dark: '#3572b0' },
  blueolympic: { light: '#008ecc', dark: '#1fa3dc' },
  greenmoss: { light: '#576a3d', dark: '#7d9459' },
  greenlime: { light: '#6fb327', dark: '#7cc234' },
  purplemonster: { light: '#922c88', dark: '#b54aa9' },
  orangecarrot: { light: '#ed7117', dark: '#ed7117' },
  redruby: { light: '#900604', dark: '#c7312e' },
  yellowgranola: { light: '#c0a145', dark: '#c9ab4f' },
  greysteel: { light: '#48494b', dark: '#8a8f98' },
};

/** WCAG 2.x AA: body text, and large text or the graphics that identify a control or state. */
export const textRatio = 4.5;
export const uiRatio = 3;

export type ThemePalette = {
  /** Fills: buttons, badges, active pills, pagination and list items. */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /** Text on the fills above: white or Bootstrap's dark ink, whichever reads better. */
  onPrimary: string;
  /** Text in the brand hue on the page: links, text-primary, outline buttons, the menu. */
  accent: string;
  accentHover: string;
  /** --bs-primary-text-emphasis: text on subtleBg (chips, alert-primary). */
  emphasis: string;
  /** --bs-primary-bg-subtle: the active menu row, chips, alert-primary. */
  subtleBg: string;
  subtleBorder: string;
  /**
   * Graphics that mark a state: focus rings, checked boxes, the active menu row's edge,
   * progress bars. 3:1 against the page, and the page colour drawn on it (a check mark) too.
   */
  ui: string;
};

/** Mixing toward this raises contrast with the mode's page backgrounds. */
export const awayFromPage: Record<ThemeMode, string> = { light: '#000000', dark: '#ffffff' };

/** The backgrounds any themed text or graphic may sit on. */
export function pageBackgrounds(mode: ThemeMode): string[] {
  const { bodyBg, tertiaryBg, secondaryBg } = bootstrapColors[mode];
  return [bodyBg, tertiaryBg, secondaryBg];
}

const betterOn = (background: string, choices: readonly string[]) =>
  choices.reduce((best, next) =>
    contrast(next, background) > contrast(best, background) ? next : best,
  );

export function derivePalette(brand: string, mode: ThemeMode): ThemePalette {
  const { bodyBg, bodyColor } = bootstrapColors[mode];
  const away = awayFromPage[mode];

  // Fills keep the brand colour when its label reads on it; otherwise it moves away from the
  // label until it does. Hover and active move the same way, so they only gain contrast.
  const onPrimary = betterOn(brand, [white, ink]);
  const awayFromLabel = onPrimary === white ? '#000000' : '#ffffff';
  const primary = firstShade(brand, awayFromLabel, contrastsWith([onPrimary], textRatio));
  const primaryHover = mix(awayFromLabel, primary, 0.15);
  const primaryActive = mix(awayFromLabel, primary, 0.25);

  const subtleBg = mix(primary, bodyBg, 0.14);
  const subtleBorder = mix(primary, bodyBg, 0.4);
  const backgrounds = [...pageBackgrounds(mode), subtleBg];

  const accent = firstShade(brand, away, contrastsWith(backgrounds, textRatio));
  const accentHover = mix(away, accent, 0.2);
  const emphasis = firstShade(
    mix(accent, bodyColor, 0.7),
    away,
    contrastsWith([subtleBg, bodyBg], textRatio),
  );
  const ui = firstShade(brand, away, contrastsWith(backgrounds, uiRatio));

  return {
    primary,
    primaryHover,
    primaryActive,
    onPrimary,
    accent,
    accentHover,
    emphasis,
    subtleBg,
    subtleBorder,
    ui,
  };
}

export type ThemeVariant = { color: ThemeColor; mode: ThemeMode; palette: ThemePalette };

export const themeVariants: ThemeVariant[] = themeColors.flatMap((color) =>
  themeModes.map((mode) => ({
    color,
    mode,
    palette: derivePalette(brandColors[color][mode], mode),
  })),
);

/**
 * The edge of a field, a select or an unchecked box: Bootstrap's border colour moved away from
 * the page until it reaches 3:1 (WCAG 1.4.11; the field is found by its edge alone).
 */
export function controlBorderColor(mode: ThemeMode): string {
  return firstShade(
    bootstrapColors[mode].border,
    awayFromPage[mode],
    contrastsWith(pageBackgrounds(mode), uiRatio),
  );
}

/**
 * Bootstrap's status colours (text-danger, btn-outline-warning, invalid-feedback, …) as text
 * on the page: each moved away from the page until it reads (#dc3545 is 4.29:1 on the light
 * page, 3.5:1 on the dark one). Fills (bg-danger, btn-danger) keep Bootstrap's colours.
 */
export function statusTextColors(mode: ThemeMode): Record<StatusName, string> {
  const modeColors: ModeColors = bootstrapColors[mode];
  const fits = contrastsWith(pageBackgrounds(mode), textRatio);
  return Object.fromEntries(
    statusNames.map((name) => [
      name,
      firstShade(modeColors.status[name], awayFromPage[mode], fits),
    ]),
  ) as Record<StatusName, string>;
}
