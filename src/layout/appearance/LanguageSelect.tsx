import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { defaultLanguage, isLanguage } from '@/i18n';
import {
  chooseLanguage,
  isLanguageChoice,
  languageChoiceOf,
  languageChoices,
} from '../theme/appearanceActions';
import { selectDirection } from '@/store/ui/uiSlice';

/** tr, en, es, or English right-to-left (language en with direction rtl). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const direction = useAppSelector(selectDirection);
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <div className="appearance-field">
      <label htmlFor={id} className="visually-hidden">
        {t('layout.appearance.language')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        data-testid="language-select"
        value={languageChoiceOf(language, direction)}
        onChange={(event) => {
          const choice = event.target.value;
          if (isLanguageChoice(choice)) void dispatch(chooseLanguage(choice));
        }}
      >
        {languageChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`layout.appearance.languages.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
