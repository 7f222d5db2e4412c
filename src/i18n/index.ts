import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parseJson, readStored, storageKeys, writeStored } from '../lib/localStore';
import tr from './locales/tr.json';

export const languages = ['tr', 'en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'tr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

// Turkish ships in the main bundle; the others are fetched when chosen.
const loaders: Record<Exclude<Language, 'tr'>, () => Promise<{ default: typeof tr }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'tr' || i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
}

export function storedLanguage(): Language {
  return readStored(
    storageKeys.language,
    (raw) => {
      const value = parseJson(raw) ?? raw;
      return isLanguage(value) ? value : null;
    },
    defaultLanguage,
  );
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { tr: { translation: tr } },
      lng: 'tr',
      fallbackLng: 'en', // spec section 9: the fallback is English
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React already escapes
      returnNull: false,
    });
  }
  await setLanguage(language);
  return i18n;
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  writeStored(storageKeys.language, language);
}

export default i18n;
