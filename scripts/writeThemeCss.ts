// Writes the theme stylesheets from the palette (src/layout/theme/palette/themePalette.ts):
// theme/colors/<color>.css for each of the ten colours and theme/modes.css. Run it after
// changing a brand colour or a derivation rule: `npx tsx scripts/writeThemeCss.ts`.
// The palette unit test fails while the files on disk differ from what this writes.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colorCss, modesCss } from '../src/layout/theme/palette/themeCss';
import { themeColors } from '../src/store/ui/themes';

const themeDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'src/layout/theme');

for (const color of themeColors) {
  writeFileSync(join(themeDir, 'colors', `${color}.css`), colorCss(color));
}
writeFileSync(join(themeDir, 'modes.css'), modesCss());
console.log(`wrote ${themeColors.length} colour files and modes.css in ${themeDir}`);
