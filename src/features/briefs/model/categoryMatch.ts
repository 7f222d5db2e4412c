// Category match between a brief and an influencer (spec section 5). The spec names a fixed
// equivalence map but does not show it (design.md section 8), so this is ours.
//
// DECISION (to be recorded in docs/decisions.md): the map is one hop, symmetric and not
// transitive. It is built from these pairs of related categories:
//   Kişisel Bakım–Moda; Sağlık–Spor; Sanat/Tasarım–Müzik, Sanat/Tasarım–Dans, Müzik–Dans;
//   Edebiyat–Eğitim, Edebiyat–Genel Kültür, Eğitim–Genel Kültür; Psikoloji–Sağlık,
//   Psikoloji–Aşk ve İlişkiler; Oyun–Teknoloji; Gıda–Sağlık; Ebeveyn–Eğitim.
// Seyahat has no equivalent. Sağlık matches Spor, Psikoloji and Gıda, but Spor does not match
// Gıda: a chain of two hops is too loose to call a match.
import { CATEGORY_COUNT, toCategoryCodes } from '@/lib/categories';

/** Pairs of related codes (names in the comment above). */
export const categoryEquivalencePairs: readonly (readonly [number, number])[] = [
  [1, 2], // Kişisel Bakım – Moda
  [7, 9], // Sağlık – Spor
  [4, 5], // Sanat/Tasarım – Müzik
  [4, 13], // Sanat/Tasarım – Dans
  [5, 13], // Müzik – Dans
  [14, 3], // Edebiyat – Eğitim
  [14, 16], // Edebiyat – Genel Kültür
  [3, 16], // Eğitim – Genel Kültür
  [15, 7], // Psikoloji – Sağlık
  [15, 11], // Psikoloji – Aşk ve İlişkiler
  [6, 10], // Oyun – Teknoloji
  [12, 7], // Gıda – Sağlık
  [0, 3], // Ebeveyn – Eğitim
];

function buildEquivalents(): Readonly<Record<number, readonly number[]>> {
  const map: Record<number, number[]> = {};
  for (let code = 0; code < CATEGORY_COUNT; code += 1) map[code] = [];
  for (const [a, b] of categoryEquivalencePairs) {
    map[a]!.push(b);
    map[b]!.push(a);
  }
  for (const code of Object.keys(map)) {
    map[Number(code)] = Object.freeze(map[Number(code)]!.sort((x, y) => x - y)) as number[];
  }
  return Object.freeze(map);
}

/** Every code 0-16 as a key; the value lists its equivalent codes (possibly none). */
export const categoryEquivalents: Readonly<Record<number, readonly number[]>> = buildEquivalents();

/** A brief listing this many categories or more is open to every category. */
export const ALL_CATEGORIES_THRESHOLD = 16;

/**
 * Spec section 5: false when either side is empty; true when the brief lists 16 or more
 * categories; otherwise true when a code is shared or related through `categoryEquivalents`.
 * Both sides may hold codes, numeric strings or Turkish names; unreadable entries are ignored.
 */
export function categoriesMatch(
  briefCategories: readonly (number | string)[] | null | undefined,
  userCategories: readonly (number | string)[] | null | undefined,
): boolean {
  const brief = toCategoryCodes(briefCategories);
  const user = toCategoryCodes(userCategories);
  if (brief.length === 0 || user.length === 0) return false;
  if (brief.length >= ALL_CATEGORIES_THRESHOLD) return true;
  return brief.some(
    (code) =>
      user.includes(code) || (categoryEquivalents[code] ?? []).some((eq) => user.includes(eq)),
  );
}
