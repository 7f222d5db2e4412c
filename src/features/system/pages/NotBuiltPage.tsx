import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MessagePage } from '../components/MessagePage';

type Handle = { issue?: number | null };

/** The honest placeholder for a route whose feature a later issue builds. */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as Handle | undefined;
  return (
    <MessagePage
      title={t('pages.notBuilt.title')}
      body={
        <p data-testid="not-built" data-issue={handle?.issue ?? ''}>
          {t('pages.notBuilt.body')}
        </p>
      }
      action={{ to: paths.home, label: t('pages.notBuilt.back') }}
    />
  );
}
