// Ad disclosure: how an influencer marks a sponsored post, per platform of the brief. Pure; the
// one list of platforms, disclosure kinds and the platforms' own paid-partnership labels.
//
// Legal basis: Reklam Kurulu's principle decision 2021/2 of 4 May 2021, "Sosyal Medya
// Etkileyicileri Tarafından Yapılan Ticari Reklam ve Haksız Ticari Uygulamalar Hakkında
// Kılavuz" (design.md section 12): a sponsored post must be marked clearly and visibly at first
// sight, e.g. with #reklam, #işbirliği or the platform's paid-partnership label. Money and
// barter (product) collaborations alike are advertising under the guideline.
import { platforms, type Platform } from './collections/briefs';

export const disclosureKinds = ['reklam', 'isbirligi', 'platformLabel'] as const;
export type DisclosureKind = (typeof disclosureKinds)[number];

/** Stored on the brief as `adDisclosure`: one kind per platform the brief asks for. */
export type AdDisclosure = Partial<Record<Platform, DisclosureKind>>;

/** The hashtags, written as the guideline writes them. */
export const disclosureHashtags = { reklam: '#reklam', isbirligi: '#işbirliği' } as const;

/** Platform names as written in Turkish text. */
export const platformNames: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * Each platform's paid-partnership label as its Turkish app shows it: Instagram's "Ücretli
 * ortaklık" label, TikTok's "Markalı içerik" setting (under the content disclosure toggle) and
 * YouTube's "Ücretli tanıtım içerir" notice (Studio: Ücretli tanıtım).
 */
export const platformLabels: Record<Platform, string> = {
  instagram: 'Ücretli ortaklık',
  tiktok: 'Markalı içerik',
  youtube: 'Ücretli tanıtım içerir',
};

/** The platform a brief without a platform requirement asks for (docs/decisions.md). */
export const DEFAULT_DISCLOSURE_PLATFORM: Platform = 'instagram';

/** What briefs stored before this field existed ask for: the plainest marking, #reklam. */
export const FALLBACK_DISCLOSURE_KIND: DisclosureKind = 'reklam';

export const isDisclosureKind = (value: unknown): value is DisclosureKind =>
  typeof value === 'string' && (disclosureKinds as readonly string[]).includes(value);

/** The platforms a disclosure is chosen for: the brief's, in order, or Instagram when none. */
export function disclosurePlatforms(briefPlatforms: readonly unknown[] | undefined): Platform[] {
  const picked = platforms.filter((p) => (briefPlatforms ?? []).includes(p));
  return picked.length > 0 ? picked : [DEFAULT_DISCLOSURE_PLATFORM];
}

/** A stored value that is a valid disclosure for exactly these platforms. */
export function isAdDisclosureFor(value: unknown, wanted: readonly Platform[]): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const map = value as Record<string, unknown>;
  return (
    keys.length === wanted.length && wanted.every((platform) => isDisclosureKind(map[platform]))
  );
}

export type DisclosureEntry = { platform: Platform; kind: DisclosureKind };

/**
 * What the influencer must use on each platform of a brief. `stored` is false for a brief
 * written before the field existed (or with an unreadable value): every platform then gets the
 * fallback, so the influencer is still reminded.
 */
export function disclosureOf(brief: {
  briefPlatforms?: readonly unknown[];
  adDisclosure?: unknown;
}): {
  stored: boolean;
  entries: DisclosureEntry[];
} {
  const wanted = disclosurePlatforms(brief.briefPlatforms);
  const stored = brief.adDisclosure as Record<string, unknown> | undefined;
  const entries = wanted.map((platform) => {
    const kind = stored?.[platform];
    return { platform, kind: isDisclosureKind(kind) ? kind : FALLBACK_DISCLOSURE_KIND };
  });
  const complete = wanted.every((platform) => isDisclosureKind(stored?.[platform]));
  return { stored: complete, entries };
}

/** The entries as the stored map. */
export const disclosureMap = (entries: readonly DisclosureEntry[]): AdDisclosure =>
  Object.fromEntries(entries.map((entry) => [entry.platform, entry.kind]));

const quotedTr = (text: string) => `“${text}”`;

/** The marking as the post shows it: '#reklam', or the app's label in quotes. */
export function disclosureMarker(entry: DisclosureEntry): string {
  return entry.kind === 'platformLabel'
    ? quotedTr(platformLabels[entry.platform])
    : disclosureHashtags[entry.kind];
}

/** The markers of several platforms, each once, in order ('#reklam', '“Markalı içerik”'). */
export const distinctMarkers = (entries: readonly DisclosureEntry[]): string[] => [
  ...new Set(entries.map(disclosureMarker)),
];

// ---- Turkish sentences for stored texts (chat message, notification) ------------------------
// Stored texts are data in Turkish whatever the sender's language (api/storedTexts.ts); the
// screens say the same through i18n (briefDetail.disclosure).

/** "Instagram paylaşımınızın başına #reklam ekleyin." and the like. */
export function turkishInstruction(entry: DisclosureEntry): string {
  const platform = platformNames[entry.platform];
  if (entry.kind !== 'platformLabel')
    return `${platform} paylaşımınızın başına ${disclosureHashtags[entry.kind]} ekleyin.`;
  return `${platform} paylaşımınızda ${disclosureMarker(entry)} etiketini açın.`;
}

/** Every platform's instruction, one sentence each. */
export const turkishInstructions = (entries: readonly DisclosureEntry[]) =>
  entries.map(turkishInstruction).join(' ');
