import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';

type Props<T extends string | number> = {
  id: string;
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** An i18n key; shown under the group and announced with it. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  inline?: boolean;
};

/** A labelled group of checkboxes (a fieldset), with its message tied to it. */
export function CheckboxGroup<T extends string | number>({
  id,
  legend,
  options,
  labelOf,
  selected,
  onChange,
  error,
  hint,
  required = false,
  disabled = false,
  inline = true,
}: Props<T>) {
  const { t } = useTranslation();
  const toggle = (option: T, checked: boolean) =>
    onChange(
      checked
        ? [...selected.filter((o) => o !== option), option]
        : selected.filter((o) => o !== option),
    );
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="mb-3"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">
        {legend}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-1">
          {hint}
        </div>
      )}
      <div className={inline ? 'd-flex flex-wrap column-gap-3' : undefined}>
        {options.map((option) => {
          const optionId = `${id}-${option}`;
          return (
            <FormGroup check key={option} className="mb-1">
              <Input
                id={optionId}
                type="checkbox"
                checked={selected.includes(option)}
                disabled={disabled}
                invalid={Boolean(error)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <Label check for={optionId}>
                {labelOf(option)}
              </Label>
            </FormGroup>
          );
        })}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error)}
        </div>
      )}
    </fieldset>
  );
}
