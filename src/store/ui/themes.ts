import { parseJson, readStored, storageKeys } from '@/lib/localStore';

// The appearance settings of spec section 9: ten colours, each light and dark, a corner
// radius and a text direction, all remembered in local storage.
export const themeColors = [
  'bluenavy',
  'blueyale',
  'blueolympic',
  'greenmoss',
  'greenlime',
  'purplemonster',
  'orangecarrot',
  'redruby',
  'yellowgranola',
  'greysteel',
] as const;
export type ThemeColor = (typeof themeColors)[number];

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export type ThemeId = `${ThemeMode}.${ThemeColor}`;
export const themeIds: readonly ThemeId[] = themeModes.flatMap((mode) =>
  themeColors.map((color): ThemeId => `${mode}.${color}`),
);
export const defaultTheme: ThemeId = 'light.orangecarrot';

export const radii = ['rounded', 'flat'] as const;
export type Radius = (typeof radii)[number];
export const defaultRadius: Radius = 'rounded';

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];
export const defaultDirection: Direction = 'ltr';

function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
}
export const isThemeId = oneOf(themeIds);
export const isRadius = oneOf(radii);
export const isDirection = oneOf(directions);

export function splitThemeId(id: ThemeId): { mode: ThemeMode; color: ThemeColor } {
  const [mode, color] = id.split('.') as [ThemeMode, ThemeColor];
  return { mode, color };
}

// Values are written as plain text; older builds wrote JSON strings, so both are accepted.
// Anything else (corrupt, unknown, storage disabled) yields the default.
function storedChoice<T extends string>(key: string, isValid: (v: unknown) => v is T, fallback: T) {
  return readStored(
    key,
    (raw) => {
      const value = parseJson(raw) ?? raw;
      return isValid(value) ? value : null;
    },
    fallback,
  );
}

export const storedTheme = (): ThemeId => storedChoice(storageKeys.theme, isThemeId, defaultTheme);
export const storedRadius = (): Radius => storedChoice(storageKeys.radius, isRadius, defaultRadius);
export const storedDirection = (): Direction =>
  storedChoice(storageKeys.direction, isDirection, defaultDirection);
