// Every foreground/background pair the app draws from the theme and from Bootstrap's colours,
// with the WCAG AA ratio it must reach. The palette test computes each one for all ten colours
// in light and dark; theme/base.css says which element uses which shade.
import type { ThemeMode } from '@/store/ui/themes';
import { bootstrapColors, ink, statusNames, white } from './bootstrapColors';
import { over } from './color';
import {
  controlBorderColor,
  pageBackgrounds,
  statusTextColors,
  textRatio,
  uiRatio,
  type ThemePalette,
} from './themePalette';

export type ContrastPair = { use: string; foreground: string; background: string; ratio: number };

const backgroundNames = ['body', 'tertiary', 'secondary', 'primary-subtle'];

/** Pairs that change with the theme colour. */
export function themePairs(mode: ThemeMode, palette: ThemePalette): ContrastPair[] {
  const { bodyBg, bodyColor, secondaryAlpha } = bootstrapColors[mode];
  const backgrounds = [...pageBackgrounds(mode), palette.subtleBg];
  const pairs: ContrastPair[] = [];
  const add = (use: string, foreground: string, background: string, ratio = textRatio) =>
    pairs.push({ use, foreground, background, ratio });

  backgrounds.forEach((background, index) => {
    const on = `on the ${backgroundNames[index]} background`;
    add(`body text ${on}`, bodyColor, background);
    add(
      `muted text and placeholders ${on}`,
      over(bodyColor, secondaryAlpha, background),
      background,
    );
    add(
      `links, text-primary, outline buttons, active menu items ${on}`,
      palette.accent,
      background,
    );
    add(`hovered links ${on}`, palette.accentHover, background);
    add(`focus rings, checked boxes, progress bars ${on}`, palette.ui, background, uiRatio);
  });
  add('primary-emphasis text (chips, alert-primary)', palette.emphasis, palette.subtleBg);
  add('primary-emphasis text on the body background', palette.emphasis, bodyBg);
  add('label on primary buttons, badges, active pills', palette.onPrimary, palette.primary);
  add('label on a hovered primary button', palette.onPrimary, palette.primaryHover);
  add('label on a pressed primary button', palette.onPrimary, palette.primaryActive);
  add('check mark (the page colour) in a checked box', bodyBg, palette.ui, uiRatio);
  return pairs;
}

/** Pairs of Bootstrap's status colours, the same for every theme colour of a mode. */
export function modePairs(mode: ThemeMode): ContrastPair[] {
  const colors = bootstrapColors[mode];
  const statusText = statusTextColors(mode);
  const pairs: ContrastPair[] = [];
  const add = (use: string, foreground: string, background: string) =>
    pairs.push({ use, foreground, background, ratio: textRatio });

  pageBackgrounds(mode).forEach((background, index) =>
    pairs.push({
      use: `edges of fields, selects and unchecked boxes on the ${backgroundNames[index]} background`,
      foreground: controlBorderColor(mode),
      background,
      ratio: uiRatio,
    }),
  );
  for (const name of statusNames) {
    pageBackgrounds(mode).forEach((background, index) =>
      add(
        `text-${name}, btn-outline-${name} on the ${backgroundNames[index]} background`,
        statusText[name],
        background,
      ),
    );
    add(`alert-${name} text and links`, colors.statusEmphasis[name], colors.statusSubtleBg[name]);
  }
  // Badges and buttons keep Bootstrap's fills: white labels where they read, dark ones
  // (text-dark, text-bg-*) on the light fills.
  for (const name of ['secondary', 'success', 'danger'] as const) {
    add(`white label on bg-${name} and btn-${name}`, white, colors.status[name]);
  }
  for (const name of ['info', 'warning'] as const) {
    add(`text-dark label on bg-${name}`, ink, colors.status[name]);
  }
  return pairs;
}
