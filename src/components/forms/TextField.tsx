import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, FormText, Input, Label } from 'reactstrap';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An i18n key; shown under the field and announced with it. */
  error?: string;
  hint?: string;
  type?: ComponentProps<typeof Input>['type'];
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
};

/** A labelled input with its validation message tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required = false,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup>
      <Label for={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {hint && <FormText id={hintId}>{hint}</FormText>}
      {error && <FormFeedback id={errorId}>{t(error)}</FormFeedback>}
    </FormGroup>
  );
}
