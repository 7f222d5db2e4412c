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
const partLoaders = {
  authPages: {
    tr: () => import('./locales/parts/authPages.tr.json'),
    en: () => import('./locales/parts/authPages.en.json'),
    es: () => import('./locales/parts/authPages.es.json'),
  },
  account: {
    tr: () => import('./locales/parts/account.tr.json'),
    en: () => import('./locales/parts/account.en.json'),
    es: () => import('./locales/parts/account.es.json'),
  },
  affiliates: {
    tr: () => import('./locales/parts/affiliates.tr.json'),
    en: () => import('./locales/parts/affiliates.en.json'),
    es: () => import('./locales/parts/affiliates.es.json'),
  },
  // The Chart component's own texts (src/components/charts): it loads them itself.
  charts: {
    tr: () => import('./locales/parts/charts.tr.json'),
    en: () => import('./locales/parts/charts.en.json'),
    es: () => import('./locales/parts/charts.es.json'),
  },
  chat: {
    tr: () => import('./locales/parts/chat.tr.json'),
    en: () => import('./locales/parts/chat.en.json'),
    es: () => import('./locales/parts/chat.es.json'),
  },
  content: {
    tr: () => import('./locales/parts/content.tr.json'),
    en: () => import('./locales/parts/content.en.json'),
    es: () => import('./locales/parts/content.es.json'),
  },
  home: {
    tr: () => import('./locales/parts/home.tr.json'),
    en: () => import('./locales/parts/home.en.json'),
    es: () => import('./locales/parts/home.es.json'),
  },
  contact: {
    tr: () => import('./locales/parts/contact.tr.json'),
    en: () => import('./locales/parts/contact.en.json'),
    es: () => import('./locales/parts/contact.es.json'),
  },
  contacts: {
    tr: () => import('./locales/parts/contacts.tr.json'),
    en: () => import('./locales/parts/contacts.en.json'),
    es: () => import('./locales/parts/contacts.es.json'),
  },
  brands: {
    tr: () => import('./locales/parts/brands.tr.json'),
    en: () => import('./locales/parts/brands.en.json'),
    es: () => import('./locales/parts/brands.es.json'),
  },
  briefs: {
    tr: () => import('./locales/parts/briefs.tr.json'),
    en: () => import('./locales/parts/briefs.en.json'),
    es: () => import('./locales/parts/briefs.es.json'),
  },
  // The brief form and detail page's texts: not loaded with the project list, the first /app
  // screen of most users.
  briefPages: {
    tr: () => import('./locales/parts/briefPages.tr.json'),
    en: () => import('./locales/parts/briefPages.en.json'),
    es: () => import('./locales/parts/briefPages.es.json'),
  },
  // The collaboration workspace of the brief detail page (issue 21): shipment, drafts, timeline.
  collaboration: {
    tr: () => import('./locales/parts/collaboration.tr.json'),
    en: () => import('./locales/parts/collaboration.en.json'),
    es: () => import('./locales/parts/collaboration.es.json'),
  },
  drafts: {
    tr: () => import('./locales/parts/drafts.tr.json'),
    en: () => import('./locales/parts/drafts.en.json'),
    es: () => import('./locales/parts/drafts.es.json'),
  },
  earnings: {
    tr: () => import('./locales/parts/earnings.tr.json'),
    en: () => import('./locales/parts/earnings.en.json'),
    es: () => import('./locales/parts/earnings.es.json'),
  },
  // The average engagement rate line (issue 22): the directory and the public profile.
  engagement: {
    tr: () => import('./locales/parts/engagement.tr.json'),
    en: () => import('./locales/parts/engagement.en.json'),
    es: () => import('./locales/parts/engagement.es.json'),
  },
  // The admins' weekly dashboard on the projects page (issue 22).
  adminStats: {
    tr: () => import('./locales/parts/adminStats.tr.json'),
    en: () => import('./locales/parts/adminStats.en.json'),
    es: () => import('./locales/parts/adminStats.es.json'),
  },
  influencers: {
    tr: () => import('./locales/parts/influencers.tr.json'),
    en: () => import('./locales/parts/influencers.en.json'),
    es: () => import('./locales/parts/influencers.es.json'),
  },
  legal: {
    tr: () => import('./locales/parts/legal.tr.json'),
    en: () => import('./locales/parts/legal.en.json'),
    es: () => import('./locales/parts/legal.es.json'),
  },
  managedLogins: {
    tr: () => import('./locales/parts/managedLogins.tr.json'),
    en: () => import('./locales/parts/managedLogins.en.json'),
    es: () => import('./locales/parts/managedLogins.es.json'),
  },
  payment: {
    tr: () => import('./locales/parts/payment.tr.json'),
    en: () => import('./locales/parts/payment.en.json'),
    es: () => import('./locales/parts/payment.es.json'),
  },
  products: {
    tr: () => import('./locales/parts/products.tr.json'),
    en: () => import('./locales/parts/products.en.json'),
    es: () => import('./locales/parts/products.es.json'),
  },
  profilePages: {
    tr: () => import('./locales/parts/profilePages.tr.json'),
    en: () => import('./locales/parts/profilePages.en.json'),
    es: () => import('./locales/parts/profilePages.es.json'),
  },
  // Image crop and upload (issue 21): the account, brand and brief form pages.
  media: {
    tr: () => import('./locales/parts/media.tr.json'),
    en: () => import('./locales/parts/media.en.json'),
    es: () => import('./locales/parts/media.es.json'),
  },
  pwa: {
    tr: () => import('./locales/parts/pwa.tr.json'),
    en: () => import('./locales/parts/pwa.en.json'),
    es: () => import('./locales/parts/pwa.es.json'),
  },
  publicProfile: {
    tr: () => import('./locales/parts/publicProfile.tr.json'),
    en: () => import('./locales/parts/publicProfile.en.json'),
    es: () => import('./locales/parts/publicProfile.es.json'),
  },
  // Campaign reports (issue 22): the report page and the shared report.
  reports: {
    tr: () => import('./locales/parts/reports.tr.json'),
    en: () => import('./locales/parts/reports.en.json'),
    es: () => import('./locales/parts/reports.es.json'),
  },
  reviews: {
    tr: () => import('./locales/parts/reviews.tr.json'),
    en: () => import('./locales/parts/reviews.en.json'),
    es: () => import('./locales/parts/reviews.es.json'),
  },
  search: {
    tr: () => import('./locales/parts/search.tr.json'),
    en: () => import('./locales/parts/search.en.json'),
    es: () => import('./locales/parts/search.es.json'),
  },
  shipment: {
    tr: () => import('./locales/parts/shipment.tr.json'),
    en: () => import('./locales/parts/shipment.en.json'),
    es: () => import('./locales/parts/shipment.es.json'),
  },
  support: {
    tr: () => import('./locales/parts/support.tr.json'),
    en: () => import('./locales/parts/support.en.json'),
    es: () => import('./locales/parts/support.es.json'),
  },
  timeline: {
    tr: () => import('./locales/parts/timeline.tr.json'),
    en: () => import('./locales/parts/timeline.en.json'),
    es: () => import('./locales/parts/timeline.es.json'),
  },
  users: {
    tr: () => import('./locales/parts/users.tr.json'),
    en: () => import('./locales/parts/users.en.json'),
    es: () => import('./locales/parts/users.es.json'),
  },
} satisfies Record<string, Record<Language, Loader>>;

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
  addBundle(part, language, partLoaders[part][language]);

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
