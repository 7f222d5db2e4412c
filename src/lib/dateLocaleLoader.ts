import type { Locale } from 'date-fns';

// The date-fns locales that are not bundled (dates.ts bundles Turkish, the default, and English,
// date-fns' own default). i18n's setLanguage loads the one a chosen language needs; this module
// stays tiny because the sign-in page's bundle carries it.
export const loadedLocales: Record<string, Locale> = {};

const loaders: Record<string, () => Promise<Locale>> = {
  es: () => import('date-fns/locale/es').then((module) => module.es),
};

export const baseLanguage = (language: string) => language.split('-')[0] ?? '';

/** Makes dateLocale(language) answer in that language; resolves at once for bundled ones. */
export async function loadDateLocale(language: string): Promise<void> {
  const base = baseLanguage(language);
  const load = loaders[base];
  if (load && !loadedLocales[base]) loadedLocales[base] = await load();
}
