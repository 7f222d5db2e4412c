import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recentMonths } from '../model/month';

type Props = {
  id: string;
  value: string;
  onChange: (month: string) => void;
  /** The id of a hint the select is described by. */
  describedBy?: string;
};

/** The month filter of the earnings pages: all months, or one of the last twelve. */
export function MonthSelect({ id, value, onChange, describedBy }: Props) {
  const { t } = useTranslation();
  const [months] = useState(() => recentMonths(Date.now()));
  return (
    <div>
      <label className="form-label small mb-1" htmlFor={id}>
        {t('earnings.my.month')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('earnings.my.allMonths')}</option>
        {months.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}
