import i18n from '@/i18n';
import { CATEGORY_COUNT } from '@/lib/categories';
import { toCategoryNames, type CategoryNames } from '@/lib/collections/contents';
import { parseJson, readStored, storageKeys, writeStored } from '@/lib/localStore';
import { fetchCategoryNames } from './api/contentsApi';

// The category names the app shows come from Contents/Categories when it holds a full list for
// the language, else from the built-in `categories.<code>` texts of the core locale files. Every
// label already goes through i18next (`categoryLabelKey`), so the stored names are written over
// those keys: one source for every page, and no page waits for Firestore. The last names read
// are kept in local storage and applied first on the next visit.

let applied: CategoryNames = {};
let listening = false;
let started: Promise<void> | null = null;

function write(names: CategoryNames): void {
  for (const [language, list] of Object.entries(names)) {
    if (!list || list.length !== CATEGORY_COUNT) continue;
    const categories = Object.fromEntries(list.map((name, code) => [String(code), name]));
    i18n.addResourceBundle(language, 'translation', { categories }, true, true);
  }
}

/** Writes the names over the built-in labels and re-renders what shows them. */
export function applyCategoryNames(names: CategoryNames): void {
  if (!listening) {
    // A language loaded later (its core bundle overwrites `categories`) gets the names again.
    i18n.on('languageChanged', () => write(applied));
    listening = true;
  }
  applied = names;
  write(names);
  // react-i18next re-renders on languageChanged, not on added resources.
  if (i18n.isInitialized) i18n.emit('languageChanged', i18n.language);
}

function readCache(): CategoryNames {
  return readStored(
    storageKeys.categoryNames,
    (raw) => {
      const value = parseJson(raw);
      return typeof value === 'object' && value !== null
        ? toCategoryNames(value as Record<string, unknown>)
        : null;
    },
    {},
  );
}

/**
 * Applies the cached names, then reads Contents/Categories once per page load. A failed read
 * keeps whatever is shown: the built-in names are always a valid answer.
 */
export function syncCategoryNames(): Promise<void> {
  if (started) return started;
  const cached = readCache();
  if (Object.keys(cached).length > 0) applyCategoryNames(cached);
  started = fetchCategoryNames().then(
    (names) => {
      writeStored(storageKeys.categoryNames, JSON.stringify(names));
      if (JSON.stringify(names) !== JSON.stringify(applied)) applyCategoryNames(names);
    },
    (error: unknown) => console.warn('category names not read; the built-in ones stay', error),
  );
  return started;
}
