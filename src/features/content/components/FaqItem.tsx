import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { FaqEntry } from '@/lib/collections/contents';
import { deleteKey, faqEditKey, selectSaving } from '../contentSlice';
import { editFaqEntry, removeFaqEntry } from '../contentThunks';
import { ContentEditor } from './ContentEditor';
import { ContentAdminActions } from './ContentAdminActions';
import { faqFields } from './contentFields';
import { Markdown } from './Markdown';

type Props = { entry: FaqEntry; open: boolean; onToggle: () => void; canEdit: boolean };

/** One accordion item; an admin edits the open one in place. */
export function FaqItem({ entry, open, onToggle, canEdit }: Props) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => selectSaving(state, faqEditKey(entry.id)));
  const deleting = useAppSelector((state) => selectSaving(state, deleteKey('faq', entry.id)));
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
                  <ContentAdminActions
                    className="mt-3"
                    onEdit={() => setEditing(true)}
                    name={entry.question}
                    deleting={deleting}
                    onDelete={async () =>
                      removeFaqEntry.fulfilled.match(await dispatch(removeFaqEntry(entry.id)))
                    }
                  />
                )}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
