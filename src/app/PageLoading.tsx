import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
