import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/store/store';
import { setLanguage, type Language } from '@/i18n';
import { storageKeys, writeStored } from '@/lib/localStore';
import { directionChanged, radiusChanged, themeChanged } from '@/store/ui/uiSlice';
import { applyDirection, applyRadius, applyTheme } from './appearance';
import type { Direction, Radius, ThemeId } from '@/store/ui/themes';

type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

// What the switchers dispatch: the store, local storage and <html> change together.

export const chooseTheme =
  (theme: ThemeId): AppThunk<Promise<void>> =>
  (dispatch) => {
    dispatch(themeChanged(theme));
    writeStored(storageKeys.theme, theme);
    return applyTheme(theme);
  };

export const chooseRadius =
  (radius: Radius): AppThunk =>
  (dispatch) => {
    dispatch(radiusChanged(radius));
    writeStored(storageKeys.radius, radius);
    applyRadius(radius);
  };

export const chooseDirection =
  (direction: Direction): AppThunk<Promise<void>> =>
  (dispatch) => {
    dispatch(directionChanged(direction));
    writeStored(storageKeys.direction, direction);
    return applyDirection(direction);
  };

// The language menu offers "English right-to-left" next to the three languages (spec section 9).
export const languageChoices = ['tr', 'en', 'es', 'en-rtl'] as const;
export type LanguageChoice = (typeof languageChoices)[number];

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return typeof value === 'string' && (languageChoices as readonly string[]).includes(value);
}

export function languageChoiceOf(language: Language, direction: Direction): LanguageChoice {
  return language === 'en' && direction === 'rtl' ? 'en-rtl' : language;
}

export const chooseLanguage =
  (choice: LanguageChoice): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const rtl = choice === 'en-rtl';
    await Promise.all([
      dispatch(chooseDirection(rtl ? 'rtl' : 'ltr')),
      setLanguage(rtl ? 'en' : choice),
    ]);
  };
