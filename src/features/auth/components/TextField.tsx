import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

type Props = {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** An i18n key, from the form's schema. */
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'required' | 'disabled'>;

/** A labelled input with its validation message, as every account form uses. */
export function TextField({ id, label, value, onValue, error, type = 'text', ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        invalid={Boolean(error)}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
      {error && <FormFeedback>{t(error)}</FormFeedback>}
    </FormGroup>
  );
}
