// Category codes 0-16 of spec section 3. Kept here rather than imported from src/ so the seed
// does not depend on app modules that other features are still reshaping.
export const CATEGORY_NAMES = [
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
] as const;

export const CATEGORY_COUNT = CATEGORY_NAMES.length; // 17

export const ALL_CATEGORY_CODES: readonly number[] = CATEGORY_NAMES.map((_, code) => code);

export const Category = {
  Parent: 0,
  PersonalCare: 1,
  Fashion: 2,
  Education: 3,
  Art: 4,
  Music: 5,
  Gaming: 6,
  Health: 7,
  Travel: 8,
  Sports: 9,
  Technology: 10,
  Relationships: 11,
  Food: 12,
  Dance: 13,
  Literature: 14,
  Psychology: 15,
  GeneralCulture: 16,
} as const;
