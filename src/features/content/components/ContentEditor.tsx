import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/TextField';
import { Markdown } from './Markdown';

export type EditorField<K extends string> = {
  name: K;
  /** An i18n key. */
  label: string;
  max: number;
  /** Markdown bodies and answers: a text area with the Markdown hint. */
  markdown?: boolean;
  /** Blank is allowed (a cover image may be left out). */
  optional?: boolean;
  rows?: number;
  /** An i18n key shown under the field (Markdown fields have their own). */
  hint?: string;
};

/** A field that follows another until the admin types in it (the slug follows the title). */
export type DerivedField<K extends string> = {
  field: K;
  from: K;
  make: (source: string) => string;
};

/** What onSave resolves: saved, not saved, or not saved with a message beside some fields. */
export type SaveResult<K extends string> = boolean | Partial<Record<K, string>>;

type Props<K extends string> = {
  id: string;
  fields: readonly EditorField<K>[];
  initial: Record<K, string>;
  saving: boolean;
  /** Resolves true once saved: the form then closes; otherwise every typed value stays. */
  onSave: (values: Record<K, string>) => Promise<SaveResult<K>>;
  onCancel: () => void;
  /** Checks beyond blank and length, in i18n keys by field. */
  validate?: (values: Record<K, string>) => Partial<Record<K, string>>;
  derived?: DerivedField<K>;
  /** The form's accessible name (an i18n key); editing an existing document by default. */
  titleKey?: string;
};

export function validateContent<K extends string>(
  fields: readonly EditorField<K>[],
  values: Record<K, string>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = values[field.name].trim();
    if (!field.optional && value === '') errors[field.name] = 'content.editor.required';
    else if (value.length > field.max) errors[field.name] = 'content.editor.tooLong';
  }
  return errors;
}

/** The admin's form for one Contents document, shown in place of what it edits. */
export function ContentEditor<K extends string>({
  id,
  fields,
  initial,
  saving,
  onSave,
  onCancel,
  validate,
  derived,
  titleKey = 'content.editor.title',
}: Props<K>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [previewing, setPreviewing] = useState<K | null>(null);
  const [derivedTouched, setDerivedTouched] = useState(false);

  const change = (name: K, value: string) => {
    if (derived?.field === name) setDerivedTouched(true);
    const follows = derived && derived.from === name && !derivedTouched;
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(follows ? { [derived.field]: derived.make(value) } : {}),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      fields.map((field) => [field.name, values[field.name].trim()]),
    ) as Record<K, string>;
    const found = { ...validateContent(fields, values), ...validate?.(trimmed) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await onSave({ ...values, ...trimmed });
    if (typeof result === 'object') setErrors(result);
  };

  return (
    <form
      className="card card-body bg-body-tertiary mb-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="content-editor"
      aria-label={t(titleKey)}
    >
      {fields.map((field) => (
        <div key={field.name}>
          <TextField
            id={`${id}-${field.name}`}
            label={t(field.label)}
            value={values[field.name]}
            onChange={(value) => change(field.name, value)}
            error={errors[field.name]}
            hint={
              field.markdown
                ? t('content.editor.markdownHint')
                : field.hint
                  ? t(field.hint)
                  : undefined
            }
            type={field.markdown ? 'textarea' : 'text'}
            rows={field.markdown ? (field.rows ?? 8) : undefined}
            required={!field.optional}
          />
          {field.markdown && (
            <div className="mb-3">
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                aria-expanded={previewing === field.name}
                onClick={() => setPreviewing(previewing === field.name ? null : field.name)}
              >
                {previewing === field.name
                  ? t('content.editor.hidePreview')
                  : t('content.editor.preview')}
              </button>
              {previewing === field.name && (
                <div className="border rounded bg-body p-3 mt-2" data-testid="content-preview">
                  <Markdown source={values[field.name]} />
                </div>
              )}
            </div>
          )}
        </div>
      ))}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? t('content.editor.saving') : t('content.editor.save')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={saving}
        >
          {t('content.editor.cancel')}
        </button>
      </div>
    </form>
  );
}
