import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '@/lib/collections/contents';
import { ContentEditor, type EditorField } from '../components/ContentEditor';
import { LoadState } from '@/components/LoadState';
import { contentLoadTexts } from '../components/contentLoadTexts';
import { Markdown } from '../components/Markdown';
import { SendMailingPanel } from '../components/SendMailingPanel';
import { useIsAdmin } from '../components/useIsAdmin';
import { MAILING_EDIT_KEY, selectMailing, selectSaving } from '../contentSlice';
import { editMailing, loadMailing } from '../contentThunks';
import { fillPlaceholders } from '../model/markdown';

type MailingField = 'subject' | 'preheader' | 'heading' | 'body' | 'ctaLabel' | 'ctaUrl';
const mailingFields: readonly EditorField<MailingField>[] = [
  { name: 'subject', label: 'content.fields.subject', max: MAX_TITLE_LENGTH },
  { name: 'preheader', label: 'content.fields.preheader', max: MAX_TITLE_LENGTH, optional: true },
  { name: 'heading', label: 'content.fields.heading', max: MAX_TITLE_LENGTH },
  { name: 'body', label: 'content.fields.body', max: MAX_BODY_LENGTH, markdown: true },
  { name: 'ctaLabel', label: 'content.fields.ctaLabel', max: 60, optional: true },
  { name: 'ctaUrl', label: 'content.fields.ctaUrl', max: 2048, optional: true },
];

/** Only web addresses become the button's link; anything else is shown without one. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/** /app/pages/mailing: the mailing template (Contents/Mailing) as a recipient would see it. */
export default function MailingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mailing = useAppSelector(selectMailing);
  const saving = useAppSelector((state) => selectSaving(state, MAILING_EDIT_KEY));
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    void dispatch(loadMailing());
  }, [dispatch]);

  const template = mailing?.data ?? null;
  const sample = { name: t('content.mailing.sampleName') };

  return (
    <div className="container-fluid py-3" data-testid="mailing-page">
      <h1 className="h4 mb-1">{t('content.mailing.title')}</h1>
      <p className="text-body-secondary">
        {t('content.mailing.intro', { placeholder: '{{name}}' })}
      </p>
      <LoadState
        status={mailing?.status}
        hasData={template !== null}
        onRetry={() => void dispatch(loadMailing())}
        emptyKey="content.mailing.empty"
        {...contentLoadTexts}
      />
      {template && isAdmin && !editing && <SendMailingPanel />}
      {template && isAdmin && !editing && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mb-3"
          onClick={() => setEditing(true)}
        >
          {t('content.editor.edit')}
        </button>
      )}
      {template && editing && (
        <ContentEditor
          id="mailing"
          fields={mailingFields}
          initial={{
            subject: template.subject,
            preheader: template.preheader,
            heading: template.heading,
            body: template.body,
            ctaLabel: template.ctaLabel,
            ctaUrl: template.ctaUrl,
          }}
          saving={saving}
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            const result = await dispatch(editMailing({ id: 'template', fields }));
            const saved = editMailing.fulfilled.match(result);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      )}
      {template && (
        <section
          className="border rounded mailing-frame"
          aria-label={t('content.mailing.preview')}
          data-testid="mailing-preview"
        >
          <dl className="border-bottom small px-3 py-2 mb-0">
            <div className="d-flex gap-2">
              <dt>{t('content.fields.subject')}:</dt>
              <dd className="mb-0">{fillPlaceholders(template.subject, sample)}</dd>
            </div>
            {template.preheader && (
              <div className="d-flex gap-2 text-body-secondary">
                <dt>{t('content.fields.preheader')}:</dt>
                <dd className="mb-0">{fillPlaceholders(template.preheader, sample)}</dd>
              </div>
            )}
          </dl>
          <div className="p-4">
            <h2 className="h5">{fillPlaceholders(template.heading, sample)}</h2>
            <Markdown source={fillPlaceholders(template.body, sample)} />
            {template.ctaLabel && (
              <a
                className="btn btn-primary mt-3"
                href={safeUrl(template.ctaUrl)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {template.ctaLabel}
              </a>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
