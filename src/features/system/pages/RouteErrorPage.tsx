import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { MessagePage } from '../components/MessagePage';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
      error.message,
    )
  );
}

/** Anything a route throws lands here instead of a blank screen; a failed page download offers a retry. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isChunkLoadError(error)) {
    return (
      <main className="container py-5 text-center">
        <h1 className="h3 mb-3">{t('pages.chunkError.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('pages.chunkError.retry')}
        </button>
      </main>
    );
  }
  console.error(error);
  return (
    <main>
      <MessagePage
        title={t('pages.error.title')}
        body={t('pages.error.body')}
        action={{ to: paths.home, label: t('pages.error.back') }}
      />
    </main>
  );
}
