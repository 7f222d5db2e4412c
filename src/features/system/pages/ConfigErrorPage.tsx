import { useTranslation } from 'react-i18next';

/** Shown instead of the app when a required VITE_* variable is missing, naming each one. */
export function ConfigErrorPage({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  return (
    <main className="container py-5" role="alert">
      <h1 className="h3 mb-3">{t('pages.configError.title')}</h1>
      <p>{t('pages.configError.body')}</p>
      <ul data-testid="missing-env">
        {missing.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <p className="text-body-secondary">{t('pages.configError.hint')}</p>
    </main>
  );
}
