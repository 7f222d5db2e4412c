// The text of the generated stylesheets: theme/colors/<color>.css (one colour, light and dark)
// and theme/modes.css (Bootstrap's status colours as readable text, per mode). Written by
// scripts/writeThemeCss.ts; the palette test fails when a file differs from this.
import { themeModes, type ThemeColor, type ThemeMode } from '@/store/ui/themes';
import { statusNames } from './bootstrapColors';
import { rgbTriplet } from './color';
import {
  controlBorderColor,
  statusTextColors,
  themeVariants,
  type ThemePalette,
} from './themePalette';

const colorNames: Record<ThemeColor, string> = {
  bluenavy: 'Navy blue',
  blueyale: 'Yale blue',
  blueolympic: 'Olympic blue',
  greenmoss: 'Moss green',
  greenlime: 'Lime green',
  purplemonster: 'Monster purple',
  orangecarrot: 'Carrot orange',
  redruby: 'Ruby red',
  yellowgranola: 'Granola yellow',
  greysteel: 'Steel grey',
};

const generated =
  'Generated from src/layout/theme/palette/themePalette.ts by `npx tsx scripts/writeThemeCss.ts`;\n' +
  ' * do not edit by hand.';

const block = (selector: string, variables: [name: string, value: string][]) =>
  `${selector} {\n${variables.map(([name, value]) => `  --${name}: ${value};\n`).join('')}}\n`;

function paletteVariables(palette: ThemePalette): [string, string][] {
  return [
    ['app-primary', palette.primary],
    ['app-primary-rgb', rgbTriplet(palette.primary)],
    ['app-primary-hover', palette.primaryHover],
    ['app-primary-active', palette.primaryActive],
    ['app-on-primary', palette.onPrimary],
    ['app-accent', palette.accent],
    ['app-accent-rgb', rgbTriplet(palette.accent)],
    ['app-accent-hover', palette.accentHover],
    ['app-accent-hover-rgb', rgbTriplet(palette.accentHover)],
    ['app-emphasis', palette.emphasis],
    ['app-subtle-bg', palette.subtleBg],
    ['app-subtle-border', palette.subtleBorder],
    ['app-ui', palette.ui],
  ];
}

/** theme/colors/<color>.css */
export function colorCss(color: ThemeColor): string {
  const blocks = themeVariants
    .filter((variant) => variant.color === color)
    .map(({ mode, palette }) =>
      block(`:root[data-theme='${mode}.${color}']`, paletteVariables(palette)),
    );
  const header =
    `/*\n * ${colorNames[color]}: the palette only; theme/base.css turns it into Bootstrap's variables.\n` +
    ` * ${generated}\n */\n`;
  return header + blocks.join('');
}

const modeBlock = (mode: ThemeMode) => {
  const text = statusTextColors(mode);
  return block(`:root[data-theme][data-bs-theme='${mode}']`, [
    ...statusNames.map((name): [string, string] => [`app-${name}-text`, text[name]]),
    ['app-control-border', controlBorderColor(mode)],
  ]);
};

/** theme/modes.css */
export function modesCss(): string {
  const header =
    "/*\n * Bootstrap's status colours as text (text-danger, outline buttons, form feedback) and the\n" +
    ` * edge of form fields in each colour mode, readable on the page; theme/base.css applies\n * them.\n * ${generated}\n */\n`;
  return header + themeModes.map(modeBlock).join('');
}
