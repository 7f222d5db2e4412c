import type { ReactNode } from 'react';
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
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'numeric';
  type?: 'text' | 'tel' | 'textarea' | 'select';
  /** The options of a select. */
  children?: ReactNode;
  testId: string;
};

/**
 * A labelled input or select of the shipment forms, its hint and error tied to it for screen
 * readers (as components/forms/TextField, plus a test id for the journey's e2e test).
 */
export function ShipmentField({
  id,
  label,
  error,
  hint,
  required = false,
  type = 'text',
  onChange,
  testId,
  children,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {children}
      </Input>
      {hint && <FormText id={hintId}>{hint}</FormText>}
      {error && <FormFeedback id={errorId}>{t(error)}</FormFeedback>}
    </FormGroup>
  );
}
