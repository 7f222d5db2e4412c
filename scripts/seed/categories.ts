// Category codes 0-16 of spec section 3, from the app's own pure model so seed and app agree.
import { CATEGORY_COUNT, categoryCodes, categoryNamesTr } from '../../src/lib/categories';

export { CATEGORY_COUNT };
export const CATEGORY_NAMES = categoryNamesTr;
export const ALL_CATEGORY_CODES: readonly number[] = categoryCodes;

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
