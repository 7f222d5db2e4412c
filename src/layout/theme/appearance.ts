import './base.css';
import './modes.css';
import { loadBootstrap } from './bootstrapStylesheet';
import {
  splitThemeId,
  storedDirection,
  storedRadius,
  storedTheme,
  type Direction,
  type Radius,
  type ThemeColor,
  type ThemeId,
} from '@/store/ui/themes';

// Applies the appearance settings to <html>:
//   data-theme="light.orangecarrot"  which colour file's variables apply
//   data-bs-theme="light" | "dark"   Bootstrap 5.3's own colour mode
//   data-radius="rounded" | "flat"   theme/base.css zeroes Bootstrap's radii when flat
//   dir="ltr" | "rtl"                and the matching Bootstrap build
// Each colour's CSS is its own chunk, fetched the first time that colour is used.
const colorStyles: Record<ThemeColor, () => Promise<unknown>> = {
  bluenavy: () => import('./colors/bluenavy.css'),
  blueyale: () => import('./colors/blueyale.css'),
  blueolympic: () => import('./colors/blueolympic.css'),
  greenmoss: () => import('./colors/greenmoss.css'),
  greenlime: () => import('./colors/greenlime.css'),
  purplemonster: () => import('./colors/purplemonster.css'),
  orangecarrot: () => import('./colors/orangecarrot.css'),
  redruby: () => import('./colors/redruby.css'),
  yellowgranola: () => import('./colors/yellowgranola.css'),
  greysteel: () => import('./colors/greysteel.css'),
};

const loadedColors = new Map<ThemeColor, Promise<void>>();

export function loadThemeColor(color: ThemeColor): Promise<void> {
  let loading = loadedColors.get(color);
  if (!loading) {
    loading = colorStyles[color]().then(
      () => undefined,
      (error: unknown) => {
        loadedColors.delete(color); // let a later choice try again
        console.error(error);
      },
    );
    loadedColors.set(color, loading);
  }
  return loading;
}

const root = () => document.documentElement;

function setThemeAttributes(id: ThemeId): void {
  root().dataset.theme = id;
  root().dataset.bsTheme = splitThemeId(id).mode;
}

let wantedTheme: ThemeId | null = null;

/** Switches the colour theme live, once its variables have loaded (no flash of another colour). */
export async function applyTheme(id: ThemeId): Promise<void> {
  wantedTheme = id;
  await loadThemeColor(splitThemeId(id).color);
  if (wantedTheme === id) setThemeAttributes(id);
}

export function applyRadius(radius: Radius): void {
  root().dataset.radius = radius;
}

/** `dir` changes at once; Bootstrap's matching build replaces the other when it has loaded. */
export function applyDirection(direction: Direction): Promise<void> {
  root().dir = direction;
  return loadBootstrap(direction);
}

/**
 * Applies the stored settings before the first render (corrupt values fall back to the
 * defaults) and resolves when Bootstrap and the colour have loaded; awaiting it before
 * rendering avoids a flash of unstyled content. It never rejects.
 */
export function initAppearance(): Promise<void> {
  const theme = storedTheme();
  wantedTheme = theme;
  setThemeAttributes(theme);
  applyRadius(storedRadius());
  return Promise.all([
    applyDirection(storedDirection()),
    loadThemeColor(splitThemeId(theme).color),
  ]).then(() => undefined);
}
