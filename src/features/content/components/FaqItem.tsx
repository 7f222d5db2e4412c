import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  MAX_BODY_LENGTH,
  MAX_TITLE_LENGTH,
  type FaqEntry,
} from '../../../lib/collections/contents';
import { faqEditKey, selectSaving } from '../contentSlice';
import { editFaqEntry } from '../contentThunks';
import { ContentEditor, type EditorField } from './ContentEditor';
import { Markdown } from './Markdown';

const faqFields: readonly EditorField<'question' | 'answer'>[] = [
  { name: 'question', label: 'content.fields.question', max: MAX_TITLE_LENGTH },
  { name: 'answer', label: 'content.fields.answer', max: MAX_BODY_LENGTH, markdown: true },
];

type Props = { entry: FaqEntry; open: boolean; onToggle: () => void; canEdit: boolean };

/** One accordion item; an admin edits the open one in place. */
export function FaqItem({ entry, open, onToggle, canEdit }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => selectSaving(state, faqEditKey(entry.id)));
  const [editing, setEditing] = useState(false);
  const buttonId = `faq-q-${entry.id}`;
  const panelId = `faq-a-${entry.id}`;

  return (
    <div className="accordion-item" data-testid="faq-item">
      <h2 className="accordion-header">
        <button
          id={buttonId}
          type="button"
          className={`accordion-button${open ? '' : ' collapsed'}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {entry.question}
        </button>
      </h2>
      {open && (
        <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-collapse">
          <div className="accordion-body">
            {editing ? (
              <ContentEditor
                id={`faq-${entry.id}`}
                fields={faqFields}
                initial={{ question: entry.question, answer: entry.answer }}
                saving={saving}
                onCancel={() => setEditing(false)}
                onSave={async (fields) => {
                  const result = await dispatch(editFaqEntry({ id: entry.id, fields }));
                  const saved = editFaqEntry.fulfilled.match(result);
                  if (saved) setEditing(false);
                  return saved;
                }}
              />
            ) : (
              <>
                <Markdown source={entry.answer} testId="faq-answer" />
                {canEdit && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm mt-3"
                    onClick={() => setEditing(true)}
                  >
                    {t('content.editor.edit')}
                  </button>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
