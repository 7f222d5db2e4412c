// How a contact is shown in the picker. Pure, no React.
import type { ApiErrorCode } from '@shared/apiShapes';

const KNOWN_TYPES = new Set([
  'influencer',
  'brand',
  'influencerAgency',
  'proInfluencerAgency',
  'advertisementAgency',
  'admin',
]);

/** The i18n key of a user type's label ('contacts.types.unknown' for anything else). */
export function typeLabelKey(type: string | null | undefined): string {
  return `contacts.types.${type && KNOWN_TYPES.has(type) ? type : 'unknown'}`;
}

/** Up to two letters, Turkish upper case: 'çiçek yılmaz' → 'ÇY', 'ışık' → 'I', '' → '?'. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters === '' ? '?' : letters.toLocaleUpperCase('tr-TR');
}

/** The i18n key of the Turkish message for the spec's code: 'error:getContacts' → 'contacts.errors.getContacts'. */
export function errorTextKey(code: ApiErrorCode): string {
  return `contacts.errors.${code.slice('error:'.length)}`;
}
