import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ContentEditor } from '../components/ContentEditor';
import { faqFields } from '../components/contentFields';
import { FaqItem } from '../components/FaqItem';
import { LoadState } from '@/components/LoadState';
import { contentLoadTexts } from '../components/contentLoadTexts';
import { useIsAdmin } from '../components/useIsAdmin';
import { NEW_FAQ_KEY, selectFaq, selectSaving } from '../contentSlice';
import { addFaqEntry, loadFaq } from '../contentThunks';
import { searchFaq } from '../model/faqSearch';

/** /app/pages/faq: Contents/Faq/entries as a searchable accordion. */
export default function FaqPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const faq = useAppSelector(selectFaq);
  const isAdmin = useIsAdmin();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const saving = useAppSelector((state) => selectSaving(state, NEW_FAQ_KEY));
  useEffect(() => {
    void dispatch(loadFaq());
  }, [dispatch]);

  const entries = useMemo(() => faq?.data ?? [], [faq?.data]);
  const shown = useMemo(() => searchFaq(entries, query), [entries, query]);
  const searching = query.trim() !== '';

  return (
    <div className="container-fluid py-3" data-testid="faq-page">
      <div className="content-article">
        <h1 className="h4 mb-1">{t('content.faq.title')}</h1>
        <p className="text-body-secondary">{t('content.faq.intro')}</p>
        <div className="mb-3">
          <label htmlFor="faq-search" className="form-label">
            {t('content.faq.searchLabel')}
          </label>
          <input
            id="faq-search"
            type="search"
            className="form-control"
            value={query}
            placeholder={t('content.faq.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="faq-search-count"
          />
          {searching && entries.length > 0 && (
            <p id="faq-search-count" className="small text-body-secondary mt-1" role="status">
              {t('content.faq.resultCount', { count: shown.length })}
            </p>
          )}
        </div>
        {isAdmin && !adding && (
          <button type="button" className="btn btn-primary mb-3" onClick={() => setAdding(true)}>
            {t('content.faq.new')}
          </button>
        )}
        {adding && (
          <ContentEditor
            id="new-faq"
            titleKey="content.faq.newTitle"
            fields={faqFields}
            initial={{ question: '', answer: '' }}
            saving={saving}
            onCancel={() => setAdding(false)}
            onSave={async (fields) => {
              const result = await dispatch(addFaqEntry(fields));
              if (!addFaqEntry.fulfilled.match(result)) return false;
              // The new question shows open at the end, where it was placed.
              setAdding(false);
              setQuery('');
              setOpen(result.payload.id);
              return true;
            }}
          />
        )}
        <LoadState
          status={faq?.status}
          hasData={entries.length > 0}
          onRetry={() => void dispatch(loadFaq())}
          emptyKey="content.faq.empty"
          {...contentLoadTexts}
        />
        {searching && entries.length > 0 && shown.length === 0 && (
          <p className="text-body-secondary">{t('content.faq.noMatch', { query: query.trim() })}</p>
        )}
        {shown.length > 0 && (
          <div className="accordion">
            {shown.map((entry) => (
              <FaqItem
                key={entry.id}
                entry={entry}
                open={open === entry.id}
                onToggle={() => setOpen(open === entry.id ? null : entry.id)}
                canEdit={isAdmin}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
