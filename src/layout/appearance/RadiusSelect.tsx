import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chooseRadius } from '../theme/appearanceActions';
import { isRadius, radii } from '@/store/ui/themes';
import { selectRadius } from '@/store/ui/uiSlice';

export function RadiusSelect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const radius = useAppSelector(selectRadius);
  const id = useId();
  return (
    <div className="appearance-field">
      <label htmlFor={id} className="visually-hidden">
        {t('layout.appearance.radius')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        data-testid="radius-select"
        value={radius}
        onChange={(event) => {
          const choice = event.target.value;
          if (isRadius(choice)) dispatch(chooseRadius(choice));
        }}
      >
        {radii.map((value) => (
          <option key={value} value={value}>
            {t(`layout.appearance.radii.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
