import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chooseTheme } from '../theme/appearanceActions';
import { isThemeId, themeColors, themeModes } from '@/store/ui/themes';
import { selectTheme } from '@/store/ui/uiSlice';

/** The 20 colour themes, grouped light and dark; values are ids like `dark.bluenavy`. */
export function ThemeSelect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const id = useId();
  return (
    <div className="appearance-field">
      <label htmlFor={id} className="visually-hidden">
        {t('layout.appearance.theme')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        data-testid="theme-select"
        value={theme}
        onChange={(event) => {
          const choice = event.target.value;
          if (isThemeId(choice)) void dispatch(chooseTheme(choice));
        }}
      >
        {themeModes.map((mode) => {
          const modeLabel = t(`layout.appearance.modes.${mode}`);
          return (
            <optgroup key={mode} label={modeLabel}>
              {themeColors.map((color) => (
                <option key={color} value={`${mode}.${color}`}>
                  {t('layout.appearance.themeOption', {
                    color: t(`layout.appearance.colors.${color}`),
                    mode: modeLabel,
                  })}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </div>
  );
}
