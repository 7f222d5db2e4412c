#!/usr/bin/env node
// Renders the app's install icons (public/icons/*.png, listed in public/manifest.webmanifest)
// from public/favicon.svg with Debian's Chromium, so the icons never drift from the favicon.
// Run it again after changing the favicon: `node scripts/icons.mjs`; the PNGs are committed.
//
// - icon-192.png, icon-512.png: the favicon as it is (rounded square, transparent corners).
// - icon-maskable-512.png: full-bleed orange, the glyph inside the central safe zone (80 % circle),
//   because launchers crop maskable icons to their own shape.
// - apple-touch-icon.png (180): opaque, iOS paints transparent pixels black and rounds itself.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { root } from './previewServer.mjs';

const favicon = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const outDir = join(root, 'public/icons');

/** The favicon's colour and glyph, read from the SVG so the two cannot disagree. */
function faviconParts(svg) {
  const fill = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  const glyph = /<path[^>]*\/>/.exec(svg)?.[0];
  if (!fill || !glyph) throw new Error('public/favicon.svg: expected a <rect fill> and a <path>');
  return { fill, glyph };
}

/** A square, opaque version: the glyph scaled by `scale` around the centre of the 32 box. */
function fullBleed(scale) {
  const { fill, glyph } = faviconParts(favicon);
  const offset = (32 - 32 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="${fill}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The glyph's far corner stays well inside the 40 % safe radius at 0.7.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

async function main() {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    mkdirSync(outDir, { recursive: true });
    for (const { file, size, svg } of icons) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      await page.screenshot({
        path: join(outDir, file),
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      });
      await page.close();
      console.log(`public/icons/${file} (${size}×${size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
