import { useTranslation } from 'react-i18next';
import { FormGroup, FormText, Input, Label } from 'reactstrap';
import { CREATOR_WITHHOLDING_BP, TAX_STATUSES, formatRate, type TaxStatus } from '@/lib/money';
import { taxStatusValue } from '../model/profileFields';

type Props = {
  id: string;
  value: TaxStatus;
  onChange: (value: TaxStatus) => void;
  disabled?: boolean;
};

/** 'Vergi durumu': how the money of her offers is taxed (issue 10, src/lib/money.ts). */
export function TaxStatusField({ id, value, onChange, disabled = false }: Props) {
  const { t, i18n } = useTranslation();
  const rate = formatRate(CREATOR_WITHHOLDING_BP, (i18n.language ?? 'tr').split('-')[0]);
  const hintId = `${id}-hint`;
  return (
    <FormGroup>
      <Label for={id}>{t('account.taxStatus.label')}</Label>
      <Input
        id={id}
        type="select"
        value={value}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const chosen = taxStatusValue(event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {TAX_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`account.taxStatus.options.${status}`, { rate })}
          </option>
        ))}
      </Input>
      <FormText id={hintId}>{t('account.taxStatus.hint')}</FormText>
    </FormGroup>
  );
}
