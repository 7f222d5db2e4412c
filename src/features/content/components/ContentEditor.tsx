import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../layout/forms/TextField';
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
};

type Props<K extends string> = {
  id: string;
  fields: readonly EditorField<K>[];
  initial: Record<K, string>;
  saving: boolean;
  /** Resolves true once saved: the form then closes; on false every typed value stays. */
  onSave: (values: Record<K, string>) => Promise<boolean>;
  onCancel: () => void;
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
}: Props<K>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [previewing, setPreviewing] = useState<K | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContent(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const trimmed = Object.fromEntries(
      fields.map((field) => [field.name, values[field.name].trim()]),
    ) as Record<K, string>;
    await onSave({ ...values, ...trimmed });
  };

  return (
    <form
      className="card card-body bg-body-tertiary mb-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="content-editor"
      aria-label={t('content.editor.title')}
    >
      {fields.map((field) => (
        <div key={field.name}>
          <TextField
            id={`${id}-${field.name}`}
            label={t(field.label)}
            value={values[field.name]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            error={errors[field.name]}
            hint={field.markdown ? t('content.editor.markdownHint') : undefined}
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
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('content.editor.saving') : t('content.editor.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('content.editor.cancel')}
        </button>
      </div>
    </form>
  );
}
