import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { MessagePage } from '../components/MessagePage';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <main>
      <MessagePage
        title={t('pages.unauthorized.title')}
        body={t('pages.unauthorized.body')}
        action={{ to: paths.home, label: t('pages.unauthorized.back') }}
      />
    </main>
  );
}
