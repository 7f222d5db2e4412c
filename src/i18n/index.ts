import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDateLocale } from '@/lib/dateLocaleLoader';
import { parseJson, readStored, storageKeys, writeStored } from '@/lib/localStore';
import tr from './locales/tr.json';

export const languages = ['tr', 'en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'tr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

type Loader = () => Promise<{ default: Record<string, unknown> }>;

// Only the Turkish core ships in the main bundle: it is what the sign-in page and the layout
// show before anything else can load. The other languages are fetched when chosen.
const coreLoaders: Record<Exclude<Language, 'tr'>, Loader> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

// A feature's texts stay out of the main bundle and load with its pages (`page` in
// app/router.tsx). A new feature puts them in locales/parts/<part>.{tr,en,es}.json and adds a
// line here; every part merges into the one `translation` namespace, so keys do not change.
// Only the Turkish loaders are here: the English and Spanish ones (otherLanguageParts.ts) load
// when one of those languages is chosen, so the first screen does not carry their file names.
const partLoaders = {
  authPages: () => import('./locales/parts/authPages.tr.json'),
  account: () => import('./locales/parts/account.tr.json'),
  affiliates: () => import('./locales/parts/affiliates.tr.json'),
  // The Chart component's own texts (src/components/charts): it loads them itself.
  charts: () => import('./locales/parts/charts.tr.json'),
  chat: () => import('./locales/parts/chat.tr.json'),
  content: () => import('./locales/parts/content.tr.json'),
  home: () => import('./locales/parts/home.tr.json'),
  contact: () => import('./locales/parts/contact.tr.json'),
  contacts: () => import('./locales/parts/contacts.tr.json'),
  brands: () => import('./locales/parts/brands.tr.json'),
  briefs: () => import('./locales/parts/briefs.tr.json'),
  // The brief form and detail page's texts: not loaded with the project list, the first /app
  // screen of most users.
  briefPages: () => import('./locales/parts/briefPages.tr.json'),
  // The collaboration workspace of the brief detail page (issue 21): shipment, drafts, timeline.
  collaboration: () => import('./locales/parts/collaboration.tr.json'),
  drafts: () => import('./locales/parts/drafts.tr.json'),
  earnings: () => import('./locales/parts/earnings.tr.json'),
  // The average engagement rate line (issue 22): the directory and the public profile.
  engagement: () => import('./locales/parts/engagement.tr.json'),
  // The admins' weekly dashboard on the projects page (issue 22).
  adminStats: () => import('./locales/parts/adminStats.tr.json'),
  influencers: () => import('./locales/parts/influencers.tr.json'),
  legal: () => import('./locales/parts/legal.tr.json'),
  managedLogins: () => import('./locales/parts/managedLogins.tr.json'),
  payment: () => import('./locales/parts/payment.tr.json'),
  products: () => import('./locales/parts/products.tr.json'),
  profilePages: () => import('./locales/parts/profilePages.tr.json'),
  // Image crop and upload (issue 21): the account, brand and brief form pages.
  media: () => import('./locales/parts/media.tr.json'),
  // The account page's notification settings (issue 23): e-mail and push per event.
  notificationSettings: () => import('./locales/parts/notificationSettings.tr.json'),
  pwa: () => import('./locales/parts/pwa.tr.json'),
  publicProfile: () => import('./locales/parts/publicProfile.tr.json'),
  // Campaign reports (issue 22): the report page and the shared report.
  reports: () => import('./locales/parts/reports.tr.json'),
  reviews: () => import('./locales/parts/reviews.tr.json'),
  search: () => import('./locales/parts/search.tr.json'),
  shipment: () => import('./locales/parts/shipment.tr.json'),
  support: () => import('./locales/parts/support.tr.json'),
  timeline: () => import('./locales/parts/timeline.tr.json'),
  users: () => import('./locales/parts/users.tr.json'),
} satisfies Record<string, Loader>;

export type TranslationPart = keyof typeof partLoaders;
export const translationParts = Object.keys(partLoaders) as TranslationPart[];

/** Parts some page has asked for: a language switch loads them for the new language too. */
const wantedParts = new Set<TranslationPart>();
/** The language being switched to, which may not be i18n.language yet. */
let wantedLanguage: Language | null = null;
/** By `<part>.<language>`: settled once the texts are in i18next. */
const bundles = new Map<string, Promise<void>>();

function addBundle(id: string, language: Language, load: Loader): Promise<void> {
  const key = `${id}.${language}`;
  let adding = bundles.get(key);
  if (!adding) {
    adding = load().then(
      (bundle) => {
        i18n.addResourceBundle(language, 'translation', bundle.default, true, true);
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again by the next page that needs it.
        bundles.delete(key);
        throw error;
      },
    );
    bundles.set(key, adding);
  }
  return adding;
}

const addCore = (language: Language) =>
  language === 'tr' ? Promise.resolve() : addBundle('core', language, coreLoaders[language]);

const addPart = (part: TranslationPart, language: Language) =>
  addBundle(
    part,
    language,
    language === 'tr'
      ? partLoaders[part]
      : () => import('./otherLanguageParts').then(({ loadPart }) => loadPart(part, language)),
  );

/** Loads the texts of `parts` for the current language (and one being switched to). */
export async function loadTranslations(...parts: TranslationPart[]): Promise<void> {
  parts.forEach((part) => wantedParts.add(part));
  // Mid-switch, setLanguage may already have listed the wanted parts without these.
  const targets = new Set([i18n.language, wantedLanguage].filter(isLanguage));
  await Promise.all(parts.flatMap((part) => [...targets].map((lng) => addPart(part, lng))));
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
  wantedLanguage = language;
  await Promise.all([
    addCore(language),
    ...[...wantedParts].map((part) => addPart(part, language)),
    loadDateLocale(language),
  ]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  writeStored(storageKeys.language, language);
}

export default i18n;
