import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { MessagePage } from '../components/MessagePage';

export default function ErrorPage() {
  const { t } = useTranslation();
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
