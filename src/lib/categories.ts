// Category codes 0-16 (spec section 3), shared by briefs and influencer profiles. Both store the
// numeric code; old data may hold the Turkish name instead, so every reader goes through
// `toCategoryCode`.

export const CATEGORY_COUNT = 17;

/** 0..16, in code order. */
export const categoryCodes: readonly number[] = Array.from({ length: CATEGORY_COUNT }, (_, i) => i);

/**
 * The spec's Turkish names by code. Used only to read old data that stored names; what the UI
 * shows comes from `categories.<code>` in the core locale files (a test keeps tr in step).
 */
export const categoryNamesTr: readonly string[] = [
  'Ebeveyn',
  'Kişisel Bakım',
  'Moda',
  'Eğitim',
  'Sanat/Tasarım',
  'Müzik',
  'Oyun',
  'Sağlık',
  'Seyahat',
  'Spor',
  'Teknoloji',
  'Aşk ve İlişkiler',
  'Gıda',
  'Dans',
  'Edebiyat',
  'Psikoloji',
  'Genel Kültür',
];

export function isCategoryCode(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CATEGORY_COUNT
  );
}

export function categoryLabelKey(code: number): string {
  return `categories.${code}`;
}

/** Lower-cased with Turkish rules, single spaces, no spaces around the slash of 'Sanat/Tasarım'. */
function normalizeName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .toLocaleLowerCase('tr-TR');
}

const codeByName = new Map(categoryNamesTr.map((name, code) => [normalizeName(name), code]));

/**
 * A code from a code, a numeric string ('7') or a Turkish name ('SAĞLIK', 'kişisel bakım');
 * null for anything else.
 */
export function toCategoryCode(value: number | string): number | null {
  if (typeof value === 'number') return isCategoryCode(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const code = Number(trimmed);
    return isCategoryCode(code) ? code : null;
  }
  return codeByName.get(normalizeName(trimmed)) ?? null;
}

/** Distinct valid codes in first-seen order; unreadable entries are dropped. */
export function toCategoryCodes(values: readonly (number | string)[] | null | undefined): number[] {
  const codes: number[] = [];
  for (const value of values ?? []) {
    const code = toCategoryCode(value);
    if (code !== null && !codes.includes(code)) codes.push(code);
  }
  return codes;
}
