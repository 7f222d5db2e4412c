// The disclosure entries as screen texts (i18n), next to the Turkish stored texts of
// adDisclosure.ts. Hashtags and the apps' Turkish labels are shown as the apps show them.
import type { TFunction } from 'i18next';
import {
  disclosureHashtags,
  disclosureMarker,
  platformLabels,
  platformNames,
  type DisclosureEntry,
} from './adDisclosure';

/** "Instagram paylaşımınızın başına #reklam ekleyin." in the UI language. */
export function instructionText(t: TFunction, entry: DisclosureEntry): string {
  const platform = platformNames[entry.platform];
  return entry.kind === 'platformLabel'
    ? t('adDisclosure.notice.platformLabel', { platform, label: platformLabels[entry.platform] })
    : t('adDisclosure.notice.hashtag', { platform, tag: disclosureHashtags[entry.kind] });
}

/** '#reklam ve “Markalı içerik”': each marker once, joined the language's way. */
export function markersText(entries: readonly DisclosureEntry[], language: string): string {
  const markers = [...new Set(entries.map(disclosureMarker))];
  const locale = language.split('-')[0] || 'tr';
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(markers);
}
